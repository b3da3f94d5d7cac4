import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import type { MockReport } from '@prepwise/contracts';
import { buildRecord, report } from '../../../test/fixtures/mock-tests';
import { MockResultPage } from './mock-result-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const mockId = report.examInfo.id;

function serve(body: MockReport) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      urlOf(input) === `/api/mock-test-trial/result/${mockId}`
        ? envelopeResponse(200, '', body)
        : envelopeResponse(404, 'Not found', { code: 'error.http.404' }),
    ),
  );
}

function renderReport() {
  return renderWithProviders(
    <Routes>
      <Route path="/platform/mock-test/result/:mockId" element={<MockResultPage />} />
    </Routes>,
    `/platform/mock-test/result/${mockId}`,
  );
}

describe('MockResultPage', () => {
  it('shows the scores, the charts with their tables, the items with evidence and the comparison', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        urlOf(input) === `/api/mock-test-trial/result/${mockId}`
          ? envelopeResponse(200, '', report)
          : envelopeResponse(404, 'Not found', { code: 'error.http.404' }),
      ),
    );
    const user = userEvent.setup();
    renderReport();
    expect(await screen.findByRole('heading', { name: 'Mock test report', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('overall-score')).toHaveTextContent('64 on the 10-90 scale');
    expect(screen.getByText('70 / 90 · good')).toBeInTheDocument();

    const radar = screen.getByRole('table', { name: 'Communicative skills' });
    expect(within(radar).getByRole('row', { name: 'Speaking 58' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Communicative skills' })).toBeInTheDocument();
    const enabling = screen.getByRole('region', { name: 'Enabling skills' });
    for (const label of [
      'Grammar',
      'Oral fluency',
      'Pronunciation',
      'Spelling',
      'Vocabulary',
      'Written discourse',
    ])
      expect(within(enabling).getByText(label)).toBeInTheDocument();

    const time = screen.getByRole('table', { name: 'Time used and time allowed per section' });
    expect(within(time).getByRole('row', { name: 'Essay 12:34 20 min' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Write essay/ }));
    expect(await screen.findByText('“tecnology” Misspelled word. → technology')).toBeInTheDocument();
    expect(screen.getByText('Not answered')).toBeInTheDocument();

    const previous = screen.getByRole('table', { name: /Earlier scored mocks/ });
    expect(within(previous).getByText('PTE random mock 1')).toBeInTheDocument();
    expect(within(previous).getByText('(+5)')).toBeInTheDocument();
  });

  it('downloads the PDF with the session’s token under the report’s file name', async () => {
    sessionStorage.setItem('prepwise.token', 'token-1');
    const server = vi.fn<typeof fetch>(async (input) => {
      const url = urlOf(input);
      if (url === `/api/mock-test-trial/result/${mockId}`) return envelopeResponse(200, '', report);
      if (url === `/api/mock-test-trial/report/${mockId}`)
        return new Response('%PDF-1.7', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        });
      return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    vi.stubGlobal('fetch', server);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderReport();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads.saved).toEqual([`prepwise-report-${mockId}.pdf`]));
    const call = server.mock.calls.find(
      ([input]) => urlOf(input) === `/api/mock-test-trial/report/${mockId}`,
    );
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer token-1');
    downloads.restore();
  });

  it('marks the objective items of a mock that is not scored, without any "first scored mock" text', async () => {
    serve({
      ...report,
      examInfo: buildRecord({ status: 'FINISH', finishedDate: '2026-11-20T09:00:00Z' }),
      scores: null,
      items: [
        { ...report.items[0]!, status: 'WAITING_AI', score: 0, traits: null },
        { ...report.items[1]!, status: 'MARKED', score: 1, max: 1, response: { selected: ['B'] } },
      ],
      previous: [],
    });
    renderReport();
    expect(await screen.findByText(/This mock test is not scored yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /1 \/ 1/ })).toBeInTheDocument();
    expect(screen.getByText('Saved, not scored')).toBeInTheDocument();
    expect(screen.queryByText(/first scored mock/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('overall-score')).not.toBeInTheDocument();
  });

  it('shows a THPT paper’s mark out of 10 with its parts and types, and no 10-90 skills', async () => {
    serve({
      ...report,
      examInfo: buildRecord({ kind: 'THPT', status: 'DONE', overallScore: 7.5, reportId: 'r.pdf' }),
      scores: {
        ...report.scores!,
        overallScore: 7.5,
        scoreSpeaking: null,
        scoreWriting: null,
        scoreReading: null,
        scoreListening: null,
        thptMark: 7.5,
        correct: 3,
        total: 4,
        thptParts: [{ part: 'vocabulary', correct: 3, total: 4, mark: 7.5 }],
        thptTypes: [{ type: 'VOCAB_SYNONYM', correct: 3, total: 4, mark: 7.5 }],
      },
    });
    renderReport();
    expect(await screen.findByTestId('thpt-mark')).toHaveTextContent('7.50 / 10');
    expect(screen.getByText('3 of 4 right')).toBeInTheDocument();
    const parts = screen.getByRole('table', { name: 'Mark out of 10 per part' });
    expect(within(parts).getByRole('row', { name: 'Vocabulary 3 / 4 7.50' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Mark out of 10 per question type' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Enabling skills' })).not.toBeInTheDocument();
  });
});
