import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FormFooter } from './form-footer';

describe('FormFooter', () => {
  it('submits its form and cancels', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <FormFooter
          mutation={{ isPending: false, isError: false, error: null }}
          cancel="Cancel"
          onCancel={onCancel}
          submit="Grant"
        />
      </form>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says why the last try failed and shows the submit button loading while sending', () => {
    renderWithProviders(
      <FormFooter
        mutation={{ isPending: true, isError: true, error: new Error('The reason is too short.') }}
        cancel="Cancel"
        onCancel={() => undefined}
        submit="Grant"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The reason is too short.');
    expect(screen.getByRole('button', { name: 'Grant' })).toHaveAttribute('data-loading', 'true');
  });
});
