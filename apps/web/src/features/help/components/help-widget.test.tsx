import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportMessage, SupportThread } from '@prepwise/contracts';
import { renderWithProviders } from '../../../test/render';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import en from '../../../locales/help/en.json';
import { HelpWidget } from './help-widget';

const conversationId = '0b8f5c1e-6a4e-4f7e-9d55-2b1c0f9e8a11';
const token = `${conversationId}.signature`;

function message(
  id: string,
  author: 'learner' | 'staff',
  body: string,
  readDate: string | null = null,
): SupportMessage {
  return {
    id,
    conversationId,
    author,
    body,
    attachmentUrl: null,
    createdDate: '2026-11-27T10:00:00.000Z',
    readDate,
  };
}

function thread(messages: SupportMessage[], unreadCount = 0): SupportThread {
  return {
    conversation: {
      id: conversationId,
      unreadCount,
      createdDate: '2026-11-27T10:00:00.000Z',
      lastMessageDate: null,
    },
    messages,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the help widget’s support chat (visitor)', () => {
  it('keeps the FAQ, starts a conversation with an e-mail, shows markup as text and a reply found by polling', async () => {
    vi.stubGlobal('WebSocket', undefined);
    const markup = '<b>bold</b> <img src=x onerror=alert(1)>';
    let messages: SupportMessage[] = [];
    const server = vi.fn<typeof fetch>(async (input, init) => {
      const url = urlOf(input);
      if (url === '/api/support/conversations' && init?.method === 'POST') {
        const body = jsonBodyOf(init) as { email: string; body: string };
        expect(body.email).toBe('visitor@example.com');
        messages = [message('m1', 'learner', body.body)];
        return envelopeResponse(200, '', { thread: thread(messages), token });
      }
      if (url === `/api/support/conversations/${conversationId}/messages`) {
        expect(new Headers(init?.headers).get('x-support-token')).toBe(token);
        return envelopeResponse(
          200,
          '',
          thread(messages, messages.filter((m) => m.author === 'staff').length),
        );
      }
      if (url === `/api/support/conversations/${conversationId}/read`) return envelopeResponse(200, '', null);
      return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderWithProviders(<HelpWidget />);

    await user.click(await screen.findByRole('button', { name: /help and contact/i }));
    // (Mantine's popover stays display:none in jsdom, so role queries look at hidden elements too.)
    const dialog = await screen.findByRole('dialog', { hidden: true });
    // The FAQ stays, above the conversation.
    const faq = await within(dialog).findByText(en['help.faq.activation.question']);
    const chatTitle = within(dialog).getByText('Chat with support');
    expect(faq.compareDocumentPosition(chatTitle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/your message/i), markup);
    await user.type(within(dialog).getByLabelText(/your e-mail address/i), 'visitor@example.com');
    await user.click(within(dialog).getByRole('button', { name: /send to support/i, hidden: true }));

    // The message is shown as text: the markup is visible and no element was made from it.
    expect(await within(dialog).findByText(markup)).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(localStorage.getItem('prepwise.supportToken')).toBe(token);

    // Support answers; without a socket the widget polls and shows it, then marks it read.
    messages = [...messages, message('m2', 'staff', 'Hello from support')];
    expect(
      await within(dialog).findByText('Hello from support', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(server.mock.calls.some(([input]) => urlOf(input).endsWith('/read'))).toBe(true),
    );
  }, 30_000);

  it('opens the visitor’s conversation again after a reload (the token kept on the device)', async () => {
    vi.stubGlobal('WebSocket', undefined);
    localStorage.setItem('prepwise.supportToken', token);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        urlOf(input).endsWith('/messages')
          ? envelopeResponse(
              200,
              '',
              thread([message('m1', 'learner', 'Earlier question', '2026-11-27T10:01:00.000Z')]),
            )
          : envelopeResponse(404, 'Not found', { code: 'error.http.404' }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<HelpWidget />);
    await user.click(await screen.findByRole('button', { name: /help and contact/i }));
    expect(await screen.findByText('Earlier question')).toBeInTheDocument();
    expect(screen.getByTestId('read-receipt')).toHaveTextContent('Seen');
  });
});
