import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { RegisterForm } from './register-form';

describe('RegisterForm', () => {
  it('shows each field’s problem under it in Vietnamese and does not submit', async () => {
    await i18n.changeLanguage('vi');
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm isSubmitting={false} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Vui lòng nhập họ tên.')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập email.')).toBeInTheDocument();
    expect(screen.getByText('Số điện thoại không hợp lệ.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Họ và tên' })).toHaveAccessibleDescription(
      'Vui lòng nhập họ tên.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the prerendered page’s names and autocomplete, and submits the contract’s values', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<RegisterForm isSubmitting={false} onSubmit={onSubmit} />);
    const inputs = Array.from(container.querySelectorAll('input'));
    expect(inputs.map((input) => [input.name, input.type, input.autocomplete])).toEqual([
      ['fullName', 'text', 'name'],
      ['email', 'email', 'email'],
      ['password', 'password', 'new-password'],
      ['phonenumber', 'tel', 'tel'],
      ['nationality', 'text', 'country-name'],
    ]);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Lan Vo');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'Lan@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      fullName: 'Lan Vo',
      email: 'lan@example.com',
      password: 'correct horse battery',
    });
  });
});
