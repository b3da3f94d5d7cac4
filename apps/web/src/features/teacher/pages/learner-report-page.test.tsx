import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ClassLearnerReport } from '@prepwise/contracts';
import { envelopeResponse } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { assignmentId, callsTo, classId, serve } from '../test/fake-server';
import { LearnerReportPage } from './learner-report-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const learnerId = '00000000-0000-4000-8000-000000000202';
const reportUrl = `/api/teacher/classes/${classId}/learners/${learnerId}`;
const first = { timeout: 30_000 };

const report = (overrides: Partial<ClassLearnerReport> = {}): ClassLearnerReport => ({
  userId: learnerId,
  fullName: 'Nguyễn An',
  email: 'an@example.com',
  sharesPractice: true,
  assignments: [
    {
      assignmentId,
      title: 'Synonyms, week 1',
      dueAt: '2026-10-08T17:00:00.000Z',
      status: 'LATE',
      result: { score: 7, max: 10 },
    },
  ],
  skills: [
    { skill: 'reading', share: 0.8, answers: 10 },
    { skill: 'vocabulary', share: 0.455, answers: 1 },
  ],
  predicted: { scale: 'THPT', score: 7.5, low: 6.8, high: 8.2 },
  weakestTypes: [{ type: 'VOCAB_SYNONYM', share: 0.25, answers: 4 }],
  recentPractice: [{ type: 'READING_COMPREHEND', startedDate: '2026-10-05T08:00:00.000Z', answers: 12 }],
  ...overrides,
});

const renderReport = () =>
  renderWithProviders(
    <Routes>
      <Route path="/platform/teacher/classes/:id/learners/:userId" element={<LearnerReportPage />} />
    </Routes>,
    `/platform/teacher/classes/${classId}/learners/${learnerId}`,
  );

describe('LearnerReportPage', () => {
  it('shows the learner’s work, progress by skill, predicted score and weakest question types', async () => {
    const server = serve((url) => (url === reportUrl ? envelopeResponse(200, '', report()) : undefined));
    renderReport();
    expect(await screen.findByRole('heading', { name: 'Nguyễn An', level: 1 }, first)).toBeInTheDocument();
    expect(screen.getByText('an@example.com')).toBeInTheDocument();
    expect(screen.getByText('Predicted THPT score: 7.5 (6.8–8.2)')).toBeInTheDocument();

    const work = screen.getByRole('table', { name: 'Class work' });
    const row = within(work).getByRole('row', { name: /Synonyms, week 1/ });
    expect(within(row).getByRole('link', { name: 'Synonyms, week 1' })).toHaveAttribute(
      'href',
      `/platform/teacher/classes/${classId}/assignments/${assignmentId}`,
    );
    expect(within(row).getByText('Late')).toBeInTheDocument();
    expect(within(row).getByText('7 / 10')).toBeInTheDocument();

    const skills = screen.getByRole('region', { name: 'Skills (last 30 days)' });
    expect(within(skills).getByText('Reading: 80 % right (10 answers)')).toBeInTheDocument();
    expect(within(skills).getByText('Vocabulary: 46 % right (1 answer)')).toBeInTheDocument();
    const weakest = screen.getByRole('region', { name: 'Weakest question types' });
    expect(within(weakest).getByText('Synonyms: 25 % right (4 answers)')).toBeInTheDocument();
    const practice = screen.getByRole('region', { name: 'Own practice' });
    expect(within(practice).getByText(/Reading comprehension · 12 answers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the learners' })).toHaveAttribute(
      'href',
      `/platform/teacher/classes/${classId}?tab=learners`,
    );
    expect(callsTo(server, reportUrl)).toHaveLength(1);
  }, 60_000);

  it('says when there is nothing yet, and when the learner keeps their practice to themselves', async () => {
    serve((url) =>
      url === reportUrl
        ? envelopeResponse(
            200,
            '',
            report({
              sharesPractice: false,
              assignments: [],
              skills: [],
              predicted: null,
              weakestTypes: [],
              recentPractice: null,
            }),
          )
        : undefined,
    );
    renderReport();
    await screen.findByRole('heading', { name: 'Nguyễn An', level: 1 }, first);
    expect(screen.queryByText(/Predicted/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Class work' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Skills (last 30 days)' })).getByText(
        'Not enough answers yet.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This learner does not share their own practice with the class.'),
    ).toBeInTheDocument();
  }, 60_000);

  it('shows that the report could not be loaded when the server answers 404', async () => {
    const server = serve((url) =>
      url === reportUrl ? envelopeResponse(404, 'Not found', { code: 'error.http.404' }) : undefined,
    );
    renderReport();
    const alert = await screen.findByRole('alert', {}, first);
    expect(within(alert).getByText("This learner's report could not be loaded.")).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the learners' })).toBeInTheDocument();
    // Not retried on its own: a missing learner stays missing.
    expect(callsTo(server, reportUrl)).toHaveLength(1);
  }, 60_000);

  it('shows a loading state until the report arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve((url) => (url === reportUrl ? new Promise<Response>((resolve) => (answer = resolve)) : undefined));
    const { container } = renderReport();
    expect(await screen.findByRole('link', { name: 'Back to the learners' }, first)).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nguyễn An' })).not.toBeInTheDocument();
    answer(envelopeResponse(200, '', report()));
    expect(await screen.findByRole('heading', { name: 'Nguyễn An', level: 1 })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  }, 60_000);
});
