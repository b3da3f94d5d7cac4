import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, jsonBodyOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { buildAssignment, callsTo, classId, klass, serve } from '../test/fake-server';
import { AssignmentForm } from './assignment-form';

const assignmentsUrl = `/api/classes/${classId}/assignments`;
const first = { timeout: 30_000 };

describe('AssignmentForm', () => {
  it('shows each problem under its field and sends nothing', async () => {
    const server = serve(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<AssignmentForm klass={klass()} onDone={vi.fn()} />);
    const due = await screen.findByLabelText(/Due date and time/, {}, first);
    fireEvent.change(due, { target: { value: '' } });
    await user.clear(screen.getByRole('textbox', { name: 'Attempts allowed' }));
    await user.click(screen.getByRole('button', { name: 'Give the assignment' }));
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription(
      'Give the assignment a title.',
    );
    expect(due).toHaveAccessibleDescription('Give a due date and time.');
    expect(screen.getByRole('textbox', { name: 'Attempts allowed' })).toHaveAccessibleDescription(
      'From 1 to 10.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one question.');
    expect(callsTo(server, assignmentsUrl, 'POST')).toHaveLength(0);
  }, 60_000);

  it('keeps what was typed when the server refuses, then gives the mock test', async () => {
    let refuse = true;
    const server = serve((url, init) => {
      if (url !== assignmentsUrl || init?.method !== 'POST') return undefined;
      return refuse
        ? envelopeResponse(409, 'The class has no scored mock left.', { code: 'error.noCredits' })
        : envelopeResponse(200, '', buildAssignment());
    });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AssignmentForm klass={klass()} onDone={onDone} />);
    const title = await screen.findByRole('textbox', { name: /Title/ }, first);
    await user.type(title, '  Mock, week 2 ');
    await user.click(screen.getByRole('radio', { name: 'Mock test' }));
    fireEvent.change(screen.getByLabelText(/Due date and time/), { target: { value: '2026-12-24T17:00' } });
    const attempts = screen.getByRole('textbox', { name: 'Attempts allowed' });
    await user.clear(attempts);
    await user.type(attempts, '2');
    await user.click(screen.getByRole('switch', { name: 'Accept late work' }));
    await user.click(screen.getByRole('button', { name: 'Give the assignment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The class has no scored mock left.');
    expect(title).toHaveValue('  Mock, week 2 ');
    expect(onDone).not.toHaveBeenCalled();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Give the assignment' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const posts = callsTo(server, assignmentsUrl, 'POST');
    expect(posts).toHaveLength(2);
    expect(jsonBodyOf(posts[1]?.[1])).toEqual({
      title: 'Mock, week 2',
      work: { kind: 'MOCK', mockKind: 'THPT', blueprint: 'full' },
      dueAt: new Date('2026-12-24T17:00').toISOString(),
      attemptsAllowed: 2,
      lateAllowed: false,
    });
  }, 60_000);
});
