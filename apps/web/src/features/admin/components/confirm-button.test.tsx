import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ConfirmButton } from './confirm-button';

/** The button beside a query it should load again after the change. */
function RefundWithList({ run, loadList }: { run: () => Promise<unknown>; loadList: () => Promise<string> }) {
  useQuery({ queryKey: ['admin', 'orders'], queryFn: loadList });
  return (
    <ConfirmButton
      text="Refund"
      label="Refund the order of hoa@example.com"
      size="xs"
      isTakingAway
      title="Refund this order?"
      body="The learner loses what the order gave."
      cancel="Cancel"
      confirm="Refund it"
      run={run}
      refresh={[['admin', 'orders']]}
    />
  );
}

describe('ConfirmButton', () => {
  it('asks first; Cancel changes nothing, confirming sends the change, closes and loads the list again', async () => {
    const run = vi.fn(async () => ({}));
    const loadList = vi.fn(async () => 'orders');
    const user = userEvent.setup();
    renderWithProviders(<RefundWithList run={run} loadList={loadList} />);
    await vi.waitFor(() => expect(loadList).toHaveBeenCalledTimes(1));

    const button = screen.getByRole('button', { name: 'Refund the order of hoa@example.com' });
    expect(button).toHaveTextContent('Refund');
    await user.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(dialog).toHaveTextContent('The learner loses what the order gave.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();

    await user.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund it' }));
    expect(run).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(loadList).toHaveBeenCalledTimes(2));
  });

  it('says a failure in the dialog, which stays open, and forgets it when opened again', async () => {
    const run = vi.fn(() => Promise.reject(new Error('The order is not paid.')));
    const user = userEvent.setup();
    renderWithProviders(<RefundWithList run={run} loadList={async () => 'orders'} />);

    await user.click(screen.getByRole('button', { name: 'Refund the order of hoa@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The order is not paid.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Refund the order of hoa@example.com' }));
    const again = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });
});
