import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { retryIn, serveFailing } from '../../../test/failing-server';
import { neverAnswers } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { PlayerPage } from './player-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

describe('PlayerPage', () => {
  it('shows a loading state, then the failure, and "Try again" opens the session again', async () => {
    const server = serveFailing({ '/api/resume-exam': neverAnswers });
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/platform/exam/session/:examId" element={<PlayerPage />} />
      </Routes>,
      '/platform/exam/session/00000000-0000-4000-8000-000000000001',
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This practice session could not be opened.');
    server.recover();
    await retryIn(alert);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(server.fetchMock).toHaveBeenCalledTimes(2);
  });
});
