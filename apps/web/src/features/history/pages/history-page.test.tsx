import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveToken } from '../../../lib/session/token-storage';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { buildPracticeSession } from '../../../test/fixtures/practice-sessions';
import { renderWithProviders } from '../../../test/render';
import { HistoryPage } from './history-page';

const openId = '1f0e8b52-5f0e-4a43-9c8e-2d1f4c3b2a11';
const finishedId = '2a7c9d63-6a1f-4b54-8d9f-3e2a5d4c3b22';

/** A server with one session in progress and one finished; finish and discard change the list. */
function fakeServer() {
  let sessions = [
    buildPracticeSession({ examId: openId, status: 'INPROGRESS', startedDate: '2026-01-02T09:00:00Z' }),
    buildPracticeSession({
      examId: finishedId,
      startedDate: '2026-01-01T09:00:00Z',
      finishedDate: '2026-01-01T09:00:00Z',
    }),
  ];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url.startsWith('/answer/exam-history?')) {
      return new Response(JSON.stringify({ statusCode: 200, message: '', data: sessions }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'x-total-count': String(sessions.length) },
      });
    }
    const body = jsonBodyOf(init) as { examId?: string } | undefined;
    if (url === '/api/finish-exam') {
      sessions = sessions.map((entry) =>
        entry.examId === body?.examId ? { ...entry, status: 'FINISH' as const } : entry,
      );
      return envelopeResponse(200, '', sessions[0]);
    }
    if (url === '/api/discard-exam') {
      sessions = sessions.filter((entry) => entry.examId !== body?.examId);
      return envelopeResponse(200, '', null);
    }
    return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function postsTo(fetchMock: ReturnType<typeof fakeServer>, path: string): unknown[] {
  return fetchMock.mock.calls.filter(([input]) => urlOf(input) === path).map(([, init]) => jsonBodyOf(init));
}

async function rows() {
  const table = await screen.findByRole('table');
  const [, ...body] = within(table).getAllByRole('row');
  return body;
}

function renderList() {
  saveToken('test-token', true);
  return renderWithProviders(<HistoryPage />, '/platform/user/history');
}

describe('the history list', () => {
  it('offers Finish and Discard on a session in progress only, and finishes it after a confirmation', async () => {
    const fetchMock = fakeServer();
    renderList();
    const [open, finished] = await rows();
    if (!open || !finished) throw new Error('two rows expected');
    expect(within(finished).queryByRole('button')).not.toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Discard' })).toBeEnabled();

    await userEvent.click(within(open).getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish this session?' });
    // Nothing is sent before the learner confirms.
    expect(postsTo(fetchMock, '/api/finish-exam')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish session' }));

    expect(postsTo(fetchMock, '/api/finish-exam')).toEqual([{ examId: openId }]);
    // The list is drawn again in a transition (ListStates): the old rows stay until it is.
    await waitFor(() => expect(screen.getAllByText('Finished')).toHaveLength(2));
    for (const row of await rows()) expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('discards a session in progress after a confirmation and stays on the list', async () => {
    const fetchMock = fakeServer();
    renderList();
    const [open] = await rows();
    if (!open) throw new Error('a row expected');

    await userEvent.click(within(open).getByRole('button', { name: 'Discard' }));
    let dialog = await screen.findByRole('dialog', { name: 'Discard this session?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(postsTo(fetchMock, '/api/discard-exam')).toEqual([]);

    await userEvent.click(within(open).getByRole('button', { name: 'Discard' }));
    dialog = await screen.findByRole('dialog', { name: 'Discard this session?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard session' }));

    expect(postsTo(fetchMock, '/api/discard-exam')).toEqual([{ examId: openId }]);
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Practice history', level: 1 })).toBeInTheDocument();
  });

  it('says it in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    fakeServer();
    renderList();
    const [open] = await rows();
    if (!open) throw new Error('a row expected');
    expect(within(open).getByRole('button', { name: 'Xóa' })).toBeInTheDocument();
    await userEvent.click(within(open).getByRole('button', { name: 'Kết thúc' }));
    expect(await screen.findByRole('dialog', { name: 'Kết thúc phiên này?' })).toBeInTheDocument();
  });
});
