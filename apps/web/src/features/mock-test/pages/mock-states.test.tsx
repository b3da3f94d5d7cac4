import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../../../test/fetch';
import { retryIn, serveFailing } from '../../../test/failing-server';
import { introPage, report } from '../../../test/fixtures/mock-tests';
import { neverAnswers } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { MockIntroPage } from './mock-intro-page';
import { MockListPage } from './mock-list-page';
import { MockPlayerPage } from './mock-player-page';
import { MockResultPage } from './mock-result-page';

/** The mock pages' loading, failure (with "Try again") and content, drawn by QueryStates. */

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

describe('the mock pages’ states', () => {
  it('the mocks on offer: the failure, and "Try again" lists them', async () => {
    const server = serveFailing({
      '/api/intro-pages': () => envelopeResponse(200, '', [introPage]),
      '/api/get-mocks': () => envelopeResponse(200, '', []),
    });
    renderWithProviders(<MockListPage />);
    const alert = (await screen.findByText('The mock tests on offer could not be loaded.')).closest(
      '[role="alert"]',
    );
    server.recover();
    await retryIn(alert as HTMLElement);
    expect(await screen.findByRole('article', { name: introPage.title })).toBeInTheDocument();
  });

  it('an intro page: a loading state, then the failure, and "Try again" shows the mock', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(neverAnswers));
    const renderIntro = () =>
      renderWithProviders(
        <Routes>
          <Route path="/platform/mock-test/intro/:id" element={<MockIntroPage />} />
        </Routes>,
        `/platform/mock-test/intro/${introPage.id}`,
      );
    const { container, unmount } = renderIntro();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to mock tests' })).toBeInTheDocument();
    unmount();

    const server = serveFailing({
      [`/api/intro-pages/${introPage.id}`]: () => envelopeResponse(200, '', introPage),
      '/api/get-mocks': () => envelopeResponse(200, '', []),
    });
    renderIntro();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This mock test could not be loaded.');
    server.recover();
    await retryIn(alert);
    expect(await screen.findByRole('heading', { name: introPage.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the test' })).toBeInTheDocument();
  });

  it('a report: the failure keeps the way back, and "Try again" shows the report', async () => {
    const server = serveFailing({
      [`/api/mock-test-trial/result/${report.examInfo.id}`]: () => envelopeResponse(200, '', report),
    });
    renderWithProviders(
      <Routes>
        <Route path="/platform/mock-test/result/:mockId" element={<MockResultPage />} />
      </Routes>,
      `/platform/mock-test/result/${report.examInfo.id}`,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be loaded.');
    expect(screen.getByRole('link', { name: 'Back to mock tests' })).toBeInTheDocument();
    server.recover();
    await retryIn(alert);
    expect(await screen.findByRole('heading', { name: 'Mock test report', level: 1 })).toBeInTheDocument();
  });

  it('the player: a loading state, then the failure, and "Try again" asks again', async () => {
    const server = serveFailing({ '/api/mock-test-trial/detail': neverAnswers });
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/platform/exam/mock/:mockId" element={<MockPlayerPage />} />
      </Routes>,
      `/platform/exam/mock/${report.examInfo.id}`,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This mock test could not be loaded.');
    server.recover();
    await retryIn(alert);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
