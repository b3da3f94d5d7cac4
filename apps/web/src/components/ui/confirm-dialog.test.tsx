import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ConfirmDialog } from './confirm-dialog';

const idle = { isPending: false, isError: false, error: null };

function renderDialog(mutation: typeof idle | { isPending: boolean; isError: boolean; error: unknown }) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      opened
      onClose={onClose}
      title="Discard this session?"
      body="Its answers are deleted."
      cancel="Cancel"
      confirm="Discard"
      color="red"
      mutation={mutation}
      onConfirm={onConfirm}
    />,
  );
  return { onClose, onConfirm };
}

describe('ConfirmDialog', () => {
  it('says what the change does; Cancel closes and the confirm button confirms', async () => {
    const user = userEvent.setup();
    const { onClose, onConfirm } = renderDialog(idle);
    const dialog = await screen.findByRole('dialog', { name: 'Discard this session?' });
    expect(dialog).toHaveTextContent('Its answers are deleted.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('says why the change failed, and shows the confirm button loading while it is sent', async () => {
    renderDialog({ isPending: true, isError: true, error: new Error('The session is being scored.') });
    const dialog = await screen.findByRole('dialog', { name: 'Discard this session?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The session is being scored.');
    expect(within(dialog).getByRole('button', { name: 'Discard' })).toHaveAttribute('data-loading', 'true');
  });
});
