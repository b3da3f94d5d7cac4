import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessages } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';

function setup() {
  const onSubmit = vi.fn();
  renderWithProviders(<LoginForm isSubmitting={false} onSubmit={onSubmit} />);
  const user = userEvent.setup();
  const email = screen.getByRole('textbox', { name: /email/i });
  const password = screen.getByLabelText(/^password/i);
  const submit = screen.getByRole('button', { name: 'Log in' });
  return { onSubmit, user, email, password, submit };
}

describe('LoginForm', () => {
  it('shows the seed texts for empty fields and does not submit', async () => {
    const { onSubmit, user, submit } = setup();
    await user.click(submit);
    expect(await screen.findByText(validationMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the minimum-length texts', async () => {
    const { user, email, password, submit } = setup();
    await user.type(email, 'a@b');
    await user.type(password, 'abc');
    await user.click(submit);
    expect(await screen.findByText(validationMessages.emailMin)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordMin)).toBeInTheDocument();
  });

  it('shows the maximum-length texts', async () => {
    const { user, email, password, submit } = setup();
    await user.type(email, `${'a'.repeat(45)}@example.com`);
    await user.type(password, 'p'.repeat(51));
    await user.click(submit);
    expect(await screen.findByText(validationMessages.emailMax)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordMax)).toBeInTheDocument();
  });

  it('submits the e-mail lower-cased', async () => {
    const { onSubmit, user, email, password, submit } = setup();
    await user.type(email, 'Learner@Prepwise.TEST');
    await user.type(password, 'learner123');
    await user.click(submit);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'learner@prepwise.test',
      password: 'learner123',
      rememberMe: false,
    });
  });

  it('shows the validation texts in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm isSubmitting={false} onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Vui lòng nhập email.')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập mật khẩu.')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const { user, password } = setup();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show or hide the password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
