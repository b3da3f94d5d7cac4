import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, jsonBodyOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { assignmentId, buildAssignment, callsTo, classId, klass, page, serve } from '../test/fake-server';
import { WorkTab } from './work-tab';

const first = { timeout: 30_000 };
const assignmentUrl = `/api/classes/${classId}/assignments/${assignmentId}`;

describe('WorkTab’s due date editor', () => {
  it('refuses an empty due time under the field, keeps a refused one, then saves the new one', async () => {
    let refuse = true;
    const refusal = 'The assignment is closed: its due date cannot change.';
    const server = serve((url, init) => {
      if (url.startsWith(`/api/classes/${classId}/assignments?`)) return page([buildAssignment()]);
      if (url !== assignmentUrl || init?.method !== 'PATCH') return undefined;
      return refuse
        ? envelopeResponse(409, refusal, null)
        : envelopeResponse(200, '', buildAssignment({ dueAt: '2026-12-24T17:00:00.000Z' }));
    });
    const user = userEvent.setup();
    renderWithProviders(<WorkTab klass={klass()} />);
    await user.click(
      await screen.findByRole('button', { name: 'Change due date of Synonyms, week 1' }, first),
    );
    const due = screen.getByLabelText('New due date and time');
    fireEvent.change(due, { target: { value: '' } });
    expect(await screen.findByText('Give a due date and time.')).toBeInTheDocument();
    expect(due).toHaveAccessibleDescription('Give a due date and time.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.submit(due.closest('form')!);
    expect(callsTo(server, assignmentUrl, 'PATCH')).toHaveLength(0);

    fireEvent.change(due, { target: { value: '2026-09-01T08:00' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(due).toHaveValue('2026-09-01T08:00');

    refuse = false;
    fireEvent.change(due, { target: { value: '2026-12-24T17:00' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('button', { name: 'Change due date of Synonyms, week 1' }),
    ).toBeInTheDocument();
    const patches = callsTo(server, assignmentUrl, 'PATCH');
    expect(patches).toHaveLength(2);
    expect(jsonBodyOf(patches[0]?.[1])).toEqual({ dueAt: new Date('2026-09-01T08:00').toISOString() });
    expect(jsonBodyOf(patches[1]?.[1])).toEqual({ dueAt: new Date('2026-12-24T17:00').toISOString() });
  }, 60_000);
});
