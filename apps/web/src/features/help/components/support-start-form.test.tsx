import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SupportStartForm } from './support-start-form';

describe('SupportStartForm', () => {
  it('says under the field that the address is not one, and sends nothing', async () => {
    const onStart = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<SupportStartForm asksEmail onStart={onStart} />);
    const email = await screen.findByRole('textbox', { name: /Your e-mail address/ });
    await user.type(email, 'visitor@example');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter a valid e-mail address.'));
    expect(onStart).not.toHaveBeenCalled();
  });

  it('keeps the draft when starting fails, then sends the trimmed request', async () => {
    const onStart = vi
      .fn<(input: unknown) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<SupportStartForm asksEmail onStart={onStart} />);
    const message = await screen.findByRole('textbox', { name: /Your message/ });
    expect(screen.getByRole('button', { name: 'Send to support' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Your e-mail address/ }), ' visitor@example.com ');
    await user.type(message, '  My code does not work. ');
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
    expect(message).toHaveValue('  My code does not work. ');

    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(2));
    expect(onStart).toHaveBeenLastCalledWith({
      email: 'visitor@example.com',
      body: 'My code does not work.',
      language: 'en',
    });
  });

  it('asks a signed-in learner for no address', async () => {
    const onStart = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<SupportStartForm asksEmail={false} onStart={onStart} />);
    expect(screen.queryByRole('textbox', { name: /Your e-mail address/ })).not.toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Your message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledWith({ body: 'Hello', language: 'en' }));
  });
});
