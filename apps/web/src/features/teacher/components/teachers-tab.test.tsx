import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClassDetail } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { callsTo, classId, klass, serve, teacherId } from '../test/fake-server';
import { TeachersTab } from './teachers-tab';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const first = { timeout: 30_000 };
const minhId = '00000000-0000-4000-8000-000000000303';
const shareUrl = `/api/classes/${classId}/teachers`;

/** 12A1 shared with Thầy Minh, who may grade only. */
const shared = (overrides: Partial<ClassDetail> = {}) =>
  klass({
    teachers: [
      {
        teacherId,
        fullName: 'Cô Lan',
        email: 'lan@example.com',
        isOwner: true,
        rights: ['assign', 'grade', 'manage'],
      },
      {
        teacherId: minhId,
        fullName: 'Thầy Minh',
        email: 'minh@example.com',
        isOwner: false,
        rights: ['grade'],
      },
    ],
    pendingInvitations: 1,
    ...overrides,
  });

describe('TeachersTab', () => {
  it('lists the class’s teachers with their rights', async () => {
    serve(() => undefined);
    renderWithProviders(<TeachersTab klass={shared()} />);
    const list = await screen.findByRole('list', {}, first);
    const [owner, minh] = within(list).getAllByRole('listitem');
    expect(within(owner!).getByText('Cô Lan')).toBeInTheDocument();
    expect(within(owner!).getByText('Owner')).toBeInTheDocument();
    expect(within(minh!).getByText('Thầy Minh')).toBeInTheDocument();
    expect(within(minh!).getByText('minh@example.com')).toBeInTheDocument();
    expect(within(minh!).getByText('Grade answers')).toBeInTheDocument();
    expect(within(minh!).queryByText('Give work')).not.toBeInTheDocument();
    expect(screen.getByText('1 invitation waits for a teacher to sign up.')).toBeInTheDocument();
  }, 60_000);

  it('shares the class by e-mail with the rights the owner chose', async () => {
    const server = serve((url, init) =>
      url === shareUrl && init?.method === 'PUT' ? envelopeResponse(200, '', shared()) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<TeachersTab klass={klass()} />);
    const form = await screen.findByRole('region', { name: 'Share the class with a teacher' }, first);
    const email = within(form).getByRole('textbox', { name: /Teacher's e-mail/ });
    await user.type(email, 'Minh@Example.com');
    expect(within(form).getByRole('checkbox', { name: 'Give work' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Grade answers' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Grade answers' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Manage the learners' }));
    await user.click(within(form).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(callsTo(server, shareUrl, 'PUT')).toHaveLength(1));
    const [put] = callsTo(server, shareUrl, 'PUT');
    expect(jsonBodyOf(put?.[1])).toEqual({ email: 'minh@example.com', rights: ['assign', 'manage'] });
    await waitFor(() => expect(email).toHaveValue(''));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  }, 60_000);

  it('checks the e-mail and the rights before sending anything', async () => {
    const server = serve(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<TeachersTab klass={klass()} />);
    const form = await screen.findByRole('region', { name: 'Share the class with a teacher' }, first);
    await user.type(within(form).getByRole('textbox', { name: /Teacher's e-mail/ }), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Share' }));
    expect(await within(form).findByText('Give a valid e-mail address.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Teacher's e-mail/ })).toHaveAccessibleDescription(
      'Give a valid e-mail address.',
    );
    await user.clear(within(form).getByRole('textbox', { name: /Teacher's e-mail/ }));
    await user.type(within(form).getByRole('textbox', { name: /Teacher's e-mail/ }), 'minh@example.com');
    await user.click(within(form).getByRole('checkbox', { name: 'Give work' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Grade answers' }));
    await user.click(within(form).getByRole('button', { name: 'Share' }));
    expect(await within(form).findByText('Choose at least one right.')).toBeInTheDocument();
    expect(callsTo(server, shareUrl, 'PUT')).toHaveLength(0);
  }, 60_000);

  it('shows the server’s message when sharing fails', async () => {
    const message = "This e-mail is not a teacher's account. Ask an admin to make it one.";
    serve((url, init) =>
      url === shareUrl && init?.method === 'PUT'
        ? envelopeResponse(400, message, { code: 'error.notATeacher' })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<TeachersTab klass={klass()} />);
    const form = await screen.findByRole('region', { name: 'Share the class with a teacher' }, first);
    await user.type(within(form).getByRole('textbox', { name: /Teacher's e-mail/ }), 'learner@example.com');
    await user.click(within(form).getByRole('button', { name: 'Share' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    // What was typed stays, to be corrected.
    expect(within(form).getByRole('textbox', { name: /Teacher's e-mail/ })).toHaveValue(
      'learner@example.com',
    );
  }, 60_000);

  it('stops sharing with a teacher after asking', async () => {
    const url = `/api/classes/${classId}/teachers/${minhId}`;
    const server = serve((path, init) =>
      path === url && init?.method === 'DELETE' ? envelopeResponse(200, '', klass()) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<TeachersTab klass={shared()} />);
    expect(
      screen.queryByRole('button', { name: 'Stop sharing the class with Cô Lan' }),
    ).not.toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Stop sharing the class with Thầy Minh' }, first),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stop sharing with Thầy Minh?' });
    expect(callsTo(server, url, 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(callsTo(server, url, 'DELETE')).toHaveLength(1));
  }, 60_000);

  it.each([
    ['grade only', ['grade'] as const],
    ['the manage right (sharing stays the owner’s)', ['assign', 'grade', 'manage'] as const],
  ])(
    'shows a co-teacher with %s neither the share form nor the stop-sharing buttons',
    async (_, rights) => {
      serve(() => undefined);
      renderWithProviders(
        <TeachersTab
          klass={shared({ isOwner: false, ownerName: 'Cô Lan', rights: [...rights], joinCode: null })}
        />,
      );
      expect(
        await screen.findByText("Only the class's owner, Cô Lan, shares it.", {}, first),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('region', { name: 'Share the class with a teacher' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /Teacher's e-mail/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Stop sharing/ })).not.toBeInTheDocument();
      expect(screen.getByText('Thầy Minh')).toBeInTheDocument();
    },
    60_000,
  );
});
