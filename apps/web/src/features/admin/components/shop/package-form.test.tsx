import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { callsWith, envelopeResponse, jsonBodyOf, stubFetch, urlOf } from '../../../../test/fetch';
import { buildAdminPackage, pageResponse } from '../../../../test/fixtures/admin';
import { renderWithProviders } from '../../../../test/render';
import { PackageFormModal } from './package-form';

describe('PackageFormModal', () => {
  it('says in Vietnamese that the package needs a name and a price, sending nothing', async () => {
    await i18n.changeLanguage('vi');
    const fetchMock = stubFetch(() => pageResponse([]));
    const user = userEvent.setup();
    renderWithProviders(<PackageFormModal pack={null} opened onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Tạo' }));
    expect(await screen.findByText('Hãy đặt tên cho gói.')).toBeInTheDocument();
    expect(screen.getByText('Giá từ 0, tối đa hai chữ số thập phân.')).toBeInTheDocument();
    expect(screen.getByText('Cần sửa một số trường trước khi lưu.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal keeping what was typed, then creates the product with the right body', async () => {
    let answer = () => envelopeResponse(400, 'The request is not valid.', { code: 'error.validation' });
    const fetchMock = stubFetch((_url, init) => (init?.method === 'POST' ? answer() : pageResponse([])));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PackageFormModal pack={null} opened onClose={onClose} />);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, 'Speaking pack');
    await user.type(screen.getByRole('textbox', { name: 'Price (US$)' }), '10');
    const scoring = screen.getByRole('textbox', { name: 'AI scoring requests' });
    await user.clear(scoring);
    await user.type(scoring, '5');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('The request is not valid.', { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Speaking pack');
    expect(onClose).not.toHaveBeenCalled();

    answer = () => envelopeResponse(200, 'Your changes have been applied.', { id: 40 });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, second] = callsWith(fetchMock, 'POST');
    expect(urlOf(second![0])).toBe('/api/admin/packages');
    expect(jsonBodyOf(second![1])).toMatchObject({
      name: 'Speaking pack',
      description: '',
      cost: 10,
      oldCost: null,
      isSubsciption: false,
      subscriptionDays: 0,
      numberAiScoring: 5,
      numberExamMock: 0,
      linkImage: null,
      comboMemberIds: [],
      prices: [],
    });
  });

  it('keeps a class plan a class plan when it is edited', async () => {
    await i18n.changeLanguage('en');
    const plan = buildAdminPackage({
      id: 12,
      name: 'Class plan 40',
      description: '',
      cost: 99,
      numberAiScoring: 400,
      numberExamMock: 0,
      numberScoreMock: 0,
      forClasses: true,
    });
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? envelopeResponse(200, 'Your changes have been applied.', plan)
        : pageResponse([]),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PackageFormModal pack={plan} opened onClose={onClose} />);
    // Every switch shows the plan's own value (Mantine's Switch under register showed them all off).
    expect(await screen.findByRole('switch', { name: /Class plan/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Shown in the marketplace' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Free trial' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = callsWith(fetchMock, 'PUT');
    expect(urlOf(put![0])).toBe('/api/admin/packages/12');
    expect(jsonBodyOf(put![1])).toMatchObject({
      name: 'Class plan 40',
      forClasses: true,
      showed: true,
      activated: true,
      scoreTrial: false,
    });
  });
});
