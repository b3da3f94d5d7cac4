import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { callsWith, envelopeResponse, jsonBodyOf, stubFetch, urlOf } from '../../../../test/fetch';
import { buildAdminIntroPage, pageResponse } from '../../../../test/fixtures/admin';
import { renderWithProviders } from '../../../../test/render';
import { IntroPageFormModal } from './intro-page-form';

/** What the form reads: the blueprints' stock and the packages. */
const reads = (url: string) =>
  url.startsWith('/api/admin/mock-blueprints')
    ? envelopeResponse(200, '', [])
    : pageResponse([{ id: 3, name: 'Mock Test #1' }]);

describe('IntroPageFormModal', () => {
  it('says in Vietnamese that a title and an overview are needed, sending nothing', async () => {
    await i18n.changeLanguage('vi');
    const fetchMock = stubFetch(reads);
    const user = userEvent.setup();
    renderWithProviders(<IntroPageFormModal page={null} opened onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Tạo' }));
    expect(await screen.findByText('Cần có tiêu đề (tối đa 200 ký tự).')).toBeInTheDocument();
    expect(screen.getByText('Cần có phần tóm tắt (tối đa 1000 ký tự).')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal keeping what was typed, then creates the page with its translation', async () => {
    let answer = () => envelopeResponse(400, 'The request is not valid.', { code: 'error.validation' });
    const fetchMock = stubFetch((url, init) => (init?.method === 'POST' ? answer() : reads(url)));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<IntroPageFormModal page={null} opened onClose={onClose} />);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, 'PTE quick mock');
    await user.type(screen.getByRole('textbox', { name: 'Overview' }), 'Four questions.');
    await user.type(screen.getByRole('textbox', { name: 'Title in Tiếng Việt' }), 'Thi thử nhanh');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('The request is not valid.', { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    expect(title).toHaveValue('PTE quick mock');

    answer = () => envelopeResponse(200, 'Your changes have been applied.', { id: 9 });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, second] = callsWith(fetchMock, 'POST');
    expect(urlOf(second![0])).toBe('/api/admin/intro-pages');
    expect(jsonBodyOf(second![1])).toMatchObject({
      title: 'PTE quick mock',
      overview: 'Four questions.',
      description: '',
      translations: { vi: { title: 'Thi thử nhanh', overview: '', description: '' } },
      packageId: null,
      kind: 'PTE',
      blueprint: 'full',
      activated: true,
    });
  });

  it('shows an edited page’s own "active" state and keeps it when saved', async () => {
    await i18n.changeLanguage('en');
    const shown = buildAdminIntroPage({ id: 5, activated: true });
    const fetchMock = stubFetch((url, init) =>
      init?.method === 'PUT' ? envelopeResponse(200, 'Your changes have been applied.', shown) : reads(url),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<IntroPageFormModal page={shown} opened onClose={onClose} />);
    const active = await screen.findByRole('switch', { name: 'Shown to learners' });
    expect(active).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = callsWith(fetchMock, 'PUT');
    expect(urlOf(put![0])).toBe('/api/admin/intro-pages/5');
    expect(jsonBodyOf(put![1])).toMatchObject({ activated: true });
  });
});
