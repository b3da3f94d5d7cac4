import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../../../test/fetch';
import { retryIn, serveFailing } from '../../../test/failing-server';
import { neverAnswers } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { BlueprintPanel } from '../components/mocks/blueprint-panel';
import { AdminAnalyticsPage } from './admin-analytics-page';
import { AdminOverviewPage } from './admin-overview-page';
import { AdminQuestionEditPage } from './admin-question-edit-page';

/** The console's views show their loading, failure (with "Try again") and empty states alike (QueryStates). */

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

describe('the console’s states', () => {
  it('overview: each view fails with "Try again", then says when it holds nothing', async () => {
    const server = serveFailing({
      '/api/admin/outbox': () => envelopeResponse(200, '', []),
      '/api/admin/orders': () => envelopeResponse(200, '', []),
    });
    renderWithProviders(<AdminOverviewPage />);
    await waitFor(() => expect(screen.getAllByText('This view could not be loaded.')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    server.recover();
    for (const alert of alerts) await retryIn(alert);
    expect(await screen.findAllByText('Nothing yet.')).toHaveLength(2);
  });

  it('analytics: a loading state, then the failure, and "Try again" loads it', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(neverAnswers));
    const { unmount } = renderWithProviders(<AdminAnalyticsPage />);
    expect(screen.getByRole('status', { name: 'Loading the analytics' })).toBeInTheDocument();
    unmount();

    const server = serveFailing({ '/api/admin/analytics': neverAnswers });
    renderWithProviders(<AdminAnalyticsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The analytics could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Analytics', level: 1 })).toBeInTheDocument();
    server.recover();
    const asked = server.fetchMock.mock.calls.length;
    await retryIn(alert);
    expect(await screen.findByRole('status', { name: 'Loading the analytics' })).toBeInTheDocument();
    expect(server.fetchMock.mock.calls.length).toBeGreaterThan(asked);
  });

  it('a question: the failure with "Try again"; an address that names no question, without it', async () => {
    const server = serveFailing({ '/api/admin/questions/7': neverAnswers });
    const renderQuestion = (id: string) =>
      renderWithProviders(
        <Routes>
          <Route path="/platform/admin/questions/:questionId" element={<AdminQuestionEditPage />} />
        </Routes>,
        `/platform/admin/questions/${id}`,
      );
    const { unmount } = renderQuestion('7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This question could not be loaded.');
    server.recover();
    await retryIn(alert);
    expect(await screen.findByRole('status', { name: 'Loading the question' })).toBeInTheDocument();
    unmount();

    renderQuestion('seven');
    const invalid = await screen.findByRole('alert');
    expect(invalid).toHaveTextContent('This question could not be loaded.');
    expect(within(invalid).queryByRole('button')).not.toBeInTheDocument();
  });

  it('blueprints: a loading state, then the failure, and "Try again" lists them', async () => {
    const server = serveFailing({ '/api/admin/mock-blueprints': () => envelopeResponse(200, '', []) });
    renderWithProviders(<BlueprintPanel />);
    expect(screen.getByRole('status', { name: 'Loading the blueprints…' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The blueprints could not be loaded.');
    server.recover();
    await retryIn(alert);
    expect(
      await screen.findByRole('heading', { name: 'Blueprints and the question bank' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
