import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessControl } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { retryIn, serveFailing } from '../../../test/failing-server';
import { renderWithProviders } from '../../../test/render';
import { buildAccessControl } from '../../../test/fixtures/access-control';
import { AccessSummary } from './access-summary';

const newLearner = buildAccessControl({
  numberAiScoring: 5,
  purchasedAiScoring: 5,
  welcomeAiScoring: 5,
  roles: ['ROLE_FREE_MEMBER'],
});

function serverSays(access: AccessControl) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      expect(urlOf(input)).toContain('/user/access-control');
      return envelopeResponse(200, '', access);
    }),
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('AccessSummary', () => {
  it('says the AI scorings of a new learner are a welcome gift (Vietnamese)', async () => {
    await i18n.changeLanguage('vi');
    serverSays(newLearner);
    renderWithProviders(<AccessSummary token="token" />);
    expect(await screen.findByTestId('welcome-gift')).toHaveTextContent(
      'Gồm 5 lượt chấm AI được tặng khi bạn mới tham gia',
    );
  });

  it('says nothing of a gift once its credits are spent, or to an account that got none', async () => {
    serverSays({ ...newLearner, numberAiScoring: 0, purchasedAiScoring: 0 });
    const { unmount } = renderWithProviders(<AccessSummary token="spent" />);
    expect(await screen.findByText('AI scoring left')).toBeInTheDocument();
    expect(screen.queryByTestId('welcome-gift')).not.toBeInTheDocument();
    unmount();

    serverSays({ ...newLearner, welcomeAiScoring: 0 });
    renderWithProviders(<AccessSummary token="none" />);
    expect(await screen.findByText('AI scoring left')).toBeInTheDocument();
    expect(screen.queryByTestId('welcome-gift')).not.toBeInTheDocument();
  });

  it('shows a loading state, then the failure, and "Try again" shows the cards', async () => {
    const server = serveFailing({ '/user/access-control': () => envelopeResponse(200, '', newLearner) });
    const { container } = renderWithProviders(<AccessSummary token="token" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const alert = await screen.findByRole('alert');
    server.recover();
    await retryIn(alert);
    expect(await screen.findByText('AI scoring left')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
