import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Progress } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { saveToken } from '../../../lib/session/token-storage';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { retryIn, serveFailing } from '../../../test/failing-server';
import { renderWithProviders } from '../../../test/render';
import { ProgressSection } from './progress-section';

const noThpt: Progress['thptPrediction'] = {
  status: 'NOT_ENOUGH_DATA',
  items: 0,
  itemsNeeded: 20,
  partsMissing: ['phonetics', 'communication', 'vocabulary', 'grammar', 'reading', 'writing'],
  itemsPerPart: 2,
  days: 30,
};

/** A THPT learner: THPT answers only, a mark predicted. */
const thptOnly = (thptPrediction: Progress['thptPrediction']): Progress => ({
  ...empty,
  prediction: {
    status: 'NOT_ENOUGH_DATA',
    items: 0,
    itemsNeeded: 20,
    skillsMissing: ['speaking', 'writing', 'reading', 'listening'],
    itemsPerSkill: 3,
    days: 30,
  },
  thptPrediction,
});

const ready: Progress = {
  days: [
    { date: '2026-11-26', speaking: 50, writing: 40, reading: null, listening: 70, items: 3 },
    { date: '2026-11-27', speaking: 58, writing: 45, reading: 62, listening: 75, items: 4 },
  ],
  enabling: {
    grammar: 50,
    oralFluency: 74,
    pronunciation: 58,
    spelling: null,
    vocabulary: 66,
    writtenDiscourse: 90,
  },
  prediction: { status: 'READY', score: 61, low: 55, high: 67, items: 28, days: 30 },
  thptPrediction: noThpt,
  latestMock: {
    id: '0b4d6c7e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
    name: 'PTE mock 1',
    kind: 'PTE',
    status: 'DONE',
    overallScore: 63,
    finishedDate: '2026-11-25T03:00:00.000Z',
  },
  resume: {
    kind: 'PRACTICE',
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    label: 'READING_FIB_R',
    answered: 2,
    total: 5,
    updatedDate: '2026-11-27T02:00:00.000Z',
  },
  streak: { current: 7, practisedToday: true },
  weeklyGoal: { target: null, done: 21, weekStart: '2026-11-23' },
};

const empty: Progress = {
  days: [],
  enabling: {
    grammar: null,
    oralFluency: null,
    pronunciation: null,
    spelling: null,
    vocabulary: null,
    writtenDiscourse: null,
  },
  prediction: {
    status: 'NOT_ENOUGH_DATA',
    items: 1,
    itemsNeeded: 19,
    skillsMissing: ['speaking', 'listening'],
    itemsPerSkill: 3,
    days: 30,
  },
  thptPrediction: noThpt,
  latestMock: null,
  resume: null,
  streak: { current: 0, practisedToday: false },
  weeklyGoal: { target: null, done: 0, weekStart: '2026-11-23' },
};

function fakeServer(progress: Progress) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url === '/api/progress') return envelopeResponse(200, '', progress);
    if (url === '/api/progress/goal') {
      const { target } = jsonBodyOf(init) as { target: number | null };
      return envelopeResponse(200, '', { ...progress, weeklyGoal: { ...progress.weeklyGoal, target } });
    }
    return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSection() {
  saveToken('test-token', true);
  return renderWithProviders(<ProgressSection />, '/platform/user/home');
}

describe('the home page’s progress section', () => {
  it('shows the prediction explained, the streak, the latest mock, where to continue and the figures', async () => {
    fakeServer(ready);
    renderSection();
    const prediction = await screen.findByTestId('progress-prediction');
    expect(prediction).toHaveTextContent('61');
    expect(prediction).toHaveTextContent('55–67');
    expect(prediction).toHaveTextContent(
      'From your 28 scored answers of the last 30 days, your overall score is likely between 55 and 67 (95% range), most likely 61.',
    );
    expect(screen.getByTestId('progress-streak')).toHaveTextContent('7 days');
    expect(screen.getByTestId('progress-mock')).toHaveTextContent('Overall 63');
    expect(
      within(screen.getByTestId('progress-mock')).getByRole('link', { name: 'See the result' }),
    ).toHaveAttribute('href', '/platform/mock-test/result/0b4d6c7e-1f2a-4b3c-8d4e-5f6a7b8c9d0e');
    const resume = screen.getByTestId('progress-resume');
    expect(resume).toHaveTextContent('2 of 5 answered');
    expect(within(resume).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/platform/exam/session/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    );
    // The text alternatives of the charts: a summary sentence and a table of every figure.
    const skills = screen.getByTestId('progress-skills');
    expect(skills).toHaveTextContent('Speaking 58, Writing 45, Reading 62, Listening 75');
    const table = within(skills).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('no score')).toBeInTheDocument();
    const enabling = screen.getByTestId('progress-enabling');
    expect(enabling).toHaveTextContent('Grammar 50, Oral fluency 74, Pronunciation 58, Spelling no score');
  });

  it('shows a THPT learner the predicted mark out of 10 instead of a PTE score, in Vietnamese too', async () => {
    fakeServer(thptOnly({ status: 'READY', mark: 7.3, low: 6.2, high: 8.4, items: 22, days: 30 }));
    renderSection();
    const mark = await screen.findByTestId('progress-thpt-prediction');
    expect(mark).toHaveTextContent('Predicted THPT mark');
    expect(mark).toHaveTextContent('7.3');
    expect(mark).toHaveTextContent(
      'From your 22 scored THPT answers of the last 30 days, your mark is likely between 6.2 and 8.4 out of 10 (95% range), most likely 7.3.',
    );
    expect(screen.queryByTestId('progress-prediction')).not.toBeInTheDocument();
  });

  it('says what a THPT mark still needs, part by part', async () => {
    await i18n.changeLanguage('vi');
    fakeServer(
      thptOnly({
        status: 'NOT_ENOUGH_DATA',
        items: 9,
        itemsNeeded: 11,
        partsMissing: ['reading', 'writing'],
        itemsPerPart: 2,
        days: 30,
      }),
    );
    renderSection();
    const mark = await screen.findByTestId('progress-thpt-prediction');
    expect(mark).toHaveTextContent('Điểm THPT dự đoán');
    expect(mark).toHaveTextContent('Hãy trả lời thêm 11 câu được chấm điểm.');
    expect(mark).toHaveTextContent(
      'Hãy luyện đọc hiểu, viết câu (ít nhất 2 câu được chấm cho mỗi phần trong 30 ngày qua).',
    );
    await i18n.changeLanguage('en');
  });

  it('never shows a prediction from too little data: it says what is missing', async () => {
    fakeServer(empty);
    renderSection();
    const prediction = await screen.findByTestId('progress-prediction');
    expect(prediction).toHaveTextContent('Not enough data yet');
    expect(prediction).toHaveTextContent('Answer 19 more scored questions.');
    expect(prediction).toHaveTextContent(
      'Practise Speaking, Listening (at least 3 scored answers each in the last 30 days).',
    );
    expect(screen.queryByTestId('progress-resume')).not.toBeInTheDocument();
    expect(screen.getByTestId('progress-skills')).toHaveTextContent(
      'No scored PTE answers in the last 30 days yet.',
    );
    expect(screen.getByTestId('progress-mock')).toHaveTextContent('No finished mock test yet.');
    expect(screen.getByTestId('progress-streak')).toHaveTextContent(
      'Answer a question today to start a streak.',
    );
  });

  it('sets a weekly goal from the keyboard and refuses one out of range', async () => {
    const fetchMock = fakeServer(ready);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Set a goal' }));
    const field = screen.getByRole('spinbutton', { name: /Questions a week/ });
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    expect(screen.getByRole('button', { name: 'Save goal' })).toBeDisabled();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    // Enter sends nothing while the goal is out of range.
    await userEvent.type(field, '{Enter}');
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input) === '/api/progress/goal')).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, '40{Enter}');
    // The cards are drawn again in a transition: the old ones stay until they are.
    await waitFor(() =>
      expect(screen.getByTestId('progress-goal')).toHaveTextContent('21 of 40 questions this week'),
    );
    const put = fetchMock.mock.calls.find(([input]) => urlOf(input) === '/api/progress/goal');
    expect(jsonBodyOf(put?.[1])).toEqual({ target: 40 });
  }, 20_000);

  it('shows a loading state, then the failure, and Try again shows the progress', async () => {
    const server = serveFailing({ '/api/progress': () => envelopeResponse(200, '', empty) });
    renderSection();
    expect(screen.getByRole('status', { name: 'Loading your progress' })).toBeInTheDocument();
    const alert = (await screen.findByText('Your progress could not be loaded.')).closest('[role="alert"]');
    server.recover();
    await retryIn(alert as HTMLElement);
    expect(await screen.findByText('Not enough data yet')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your progress' })).not.toBeInTheDocument();
  });

  it('says it in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    fakeServer(empty);
    renderSection();
    expect(await screen.findByText('Chưa đủ dữ liệu')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
