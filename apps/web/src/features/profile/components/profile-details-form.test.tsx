import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { saveToken } from '../../../lib/session/token-storage';
import { useSession } from '../../../lib/session/use-session';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { adminSession } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { ProfileDetailsForm } from './profile-details-form';

const session: Session = {
  ...adminSession,
  user: { ...adminSession.user, fullName: 'Lan', phonenumber: null },
};
const profileUrl = `/user/${session.user.id}`;

/** The form as the profile page shows it: once the session is here. */
function SignedInForm() {
  const { session: current } = useSession();
  return current ? <ProfileDetailsForm user={current.user} /> : null;
}

function serve(update: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (urlOf(input) === profileUrl && init?.method === 'POST') return update();
    return envelopeResponse(200, '', session);
  });
  vi.stubGlobal('fetch', fetchMock);
  saveToken('learner-token', true);
  return fetchMock;
}

const updates = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([input, init]) => urlOf(input) === profileUrl && init?.method === 'POST');

describe('ProfileDetailsForm', () => {
  it('shows the name’s and the phone’s problems under them in Vietnamese, sending nothing', async () => {
    await i18n.changeLanguage('vi');
    const fetchMock = serve(() => envelopeResponse(200, '', session));
    const user = userEvent.setup();
    renderWithProviders(<SignedInForm />);
    await user.clear(await screen.findByRole('textbox', { name: /Tên hiển thị/ }));
    await user.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Vui lòng nhập họ tên.')).toBeInTheDocument();
    expect(screen.getByText('Số điện thoại không hợp lệ.')).toBeInTheDocument();
    expect(updates(fetchMock)).toHaveLength(0);
  });

  it('shows the server’s refusal keeping what was typed, then saves the right body', async () => {
    let answer = () => envelopeResponse(400, 'The request is not valid.', { code: 'error.validation' });
    const fetchMock = serve(() => answer());
    const user = userEvent.setup();
    renderWithProviders(<SignedInForm />);
    const name = await screen.findByRole('textbox', { name: /Display name/ });
    await user.clear(name);
    await user.type(name, 'Lan Vo');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request is not valid.');
    expect(name).toHaveValue('Lan Vo');

    answer = () => envelopeResponse(200, 'Your changes have been applied.', session);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(updates(fetchMock)).toHaveLength(2));
    expect(jsonBodyOf(updates(fetchMock)[1]![1])).toEqual({ fullName: 'Lan Vo', phonenumber: '0901234567' });
  });
});
