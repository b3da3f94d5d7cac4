import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerResult, PracticeSession } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { saveToken } from '../../../lib/session/token-storage';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { buildPracticeSession } from '../../../test/fixtures/practice-sessions';
import { renderWithProviders } from '../../../test/render';
import { HistoryDetailPage } from '../../history';
import { ResultPanel } from '../../practice/player/result-panel';
import { SpeechFeedback } from './speech-feedback';
import { waitingEssayResult } from '../../../test/fixtures/answer-results';
import { TraitBars } from './trait-bars';
import { WritingFeedback } from './writing-feedback';
import { buildAccessControl } from '../../../test/fixtures/access-control';

const examId = '0b6d3a52-5f0e-4a43-9c8e-2d1f4c3b2a10';
const essayText = 'I beleive that tecnology help people every day.';

const baseAnswer = waitingEssayResult(9001, essayText);

const scoredEssay: AnswerResult = {
  ...baseAnswer,
  status: 'SCORED',
  score: 9,
  max: 15,
  traits: {
    content: { score: 2, max: 3, raw: 2.2, evidence: [] },
    form: { score: 2, max: 2, raw: 2, evidence: [] },
    grammar: {
      score: 1,
      max: 2,
      raw: 1.2,
      evidence: [
        {
          start: 25,
          end: 29,
          text: 'help',
          kind: 'grammar',
          message: 'The verb does not agree with its subject.',
          suggestion: 'helps',
        },
      ],
    },
    spelling: {
      score: 1,
      max: 2,
      raw: 1,
      evidence: [
        {
          start: 2,
          end: 9,
          text: 'beleive',
          kind: 'spelling',
          message: 'Misspelled: did you mean believe?',
          suggestion: 'believe',
        },
        {
          start: 15,
          end: 24,
          text: 'tecnology',
          kind: 'spelling',
          message: 'Misspelled: did you mean technology?',
          suggestion: 'technology',
        },
      ],
    },
    vocabulary: { score: 1, max: 2, raw: 1, evidence: [] },
    developmentStructureCoherence: { score: 1, max: 2, raw: 1, evidence: [] },
    generalLinguisticRange: { score: 1, max: 2, raw: 1, evidence: [] },
  },
  aiFeedback: { transcript: null, text: 'Check your spelling of common words.', model: 'demo-model-1' },
};

/** The session of the essay answer (finished unless said otherwise). */
function examWith(answer: AnswerResult, status: PracticeSession['status'] = 'FINISH'): PracticeSession {
  return buildPracticeSession({ examId, status, answers: [answer] });
}

const accessControl = buildAccessControl({ numberAiScoring: 3, dailyAiScoringLeft: 3 });

function renderDetail() {
  saveToken('test-token', true);
  return renderWithProviders(
    <Routes>
      <Route path="/platform/user/history/:examId" element={<HistoryDetailPage />} />
    </Routes>,
    `/platform/user/history/${examId}`,
  );
}

describe('Score with AI on the history detail', () => {
  it('shows the cost and the credits, then "Waiting score", then polls into the scored view', async () => {
    let detailCalls = 0;
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = urlOf(input);
      if (url === '/user/access-control') return envelopeResponse(200, '', accessControl);
      if (url === `/answer/exam-history/${examId}`) {
        detailCalls += 1;
        if (detailCalls === 1) return envelopeResponse(200, '', examWith(baseAnswer));
        if (detailCalls === 2)
          return envelopeResponse(200, '', examWith({ ...baseAnswer, status: 'SCORING' }));
        return envelopeResponse(200, '', examWith(scoredEssay));
      }
      if (url === `/api/test/score-exam/${examId}`)
        return envelopeResponse(200, '', examWith({ ...baseAnswer, status: 'SCORING' }));
      return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderDetail();

    expect(await screen.findByText('Costs 1 AI scoring credit')).toBeInTheDocument();
    expect(await screen.findByText('You have 3 credits left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Score with AI' }));

    const waiting = await screen.findByTestId('waiting-score');
    expect(within(waiting).getByText('Being scored…')).toBeInTheDocument();
    expect(within(waiting).getByText('0 of 1 answers scored')).toBeInTheDocument();

    expect(await screen.findByTestId('scored-answer', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByTestId('waiting-score')).not.toBeInTheDocument();
    expect(screen.getByText('Total: 9 / 15')).toBeInTheDocument();
    expect(screen.getByText('Skill score: 58 on the 10-90 scale')).toBeInTheDocument();
    expect(screen.getByTestId('ai-feedback')).toHaveTextContent('from demo-model-1');
    const calls = fetchMock.mock.calls.map(([input]) => urlOf(input));
    expect(calls.filter((url) => url.startsWith('/api/test/score-exam/'))).toHaveLength(1);

    // Once every score is in, polling stops.
    const settled = detailCalls;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(detailCalls).toBe(settled);
  }, 15_000);

  it('explains a refusal for lack of credits and links to the marketplace', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = urlOf(input);
        if (url === '/user/access-control') return envelopeResponse(200, '', accessControl);
        if (url === `/answer/exam-history/${examId}`) return envelopeResponse(200, '', examWith(baseAnswer));
        if (url === `/api/test/score-exam/${examId}`)
          return envelopeResponse(402, 'No credits', { code: 'error.insufficientCredits' });
        return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
      }),
    );
    renderDetail();
    await screen.findByText('You have 3 credits left');
    await userEvent.click(screen.getByRole('button', { name: 'Score with AI' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have enough AI scoring credits for this session.');
    expect(
      within(alert).getByRole('link', { name: 'Get AI scoring credits in the marketplace' }),
    ).toHaveAttribute('href', '/platform/mock-test/marketplace');
    expect(screen.queryByTestId('waiting-score')).not.toBeInTheDocument();
  });

  it('disables the request with no credits left and for an unfinished session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = urlOf(input);
        if (url === '/user/access-control')
          return envelopeResponse(200, '', { ...accessControl, numberAiScoring: 0 });
        if (url === `/answer/exam-history/${examId}`)
          return envelopeResponse(200, '', examWith(baseAnswer, 'INPROGRESS'));
        return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
      }),
    );
    renderDetail();
    expect(await screen.findByText('You have no AI scoring credits left.')).toBeInTheDocument();
    expect(screen.getByText(/Scoring finishes this session first/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Score with AI' })).toBeDisabled();
  });

  it('scores a session still in progress as the player does: the same tap finishes it first', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = urlOf(input);
      if (url === '/user/access-control') return envelopeResponse(200, '', accessControl);
      if (url === `/answer/exam-history/${examId}`)
        return envelopeResponse(200, '', examWith(baseAnswer, 'INPROGRESS'));
      if (url === '/api/finish-exam') return envelopeResponse(200, '', examWith(baseAnswer));
      if (url === `/api/test/score-exam/${examId}`)
        return envelopeResponse(200, '', examWith({ ...baseAnswer, status: 'SCORING' }));
      return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderDetail();
    await screen.findByText('You have 3 credits left');
    await userEvent.click(screen.getByRole('button', { name: 'Score with AI' }));
    expect(await screen.findByTestId('waiting-score')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([input]) => urlOf(input));
    const finish = calls.indexOf('/api/finish-exam');
    expect(finish).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf(`/api/test/score-exam/${examId}`)).toBeGreaterThan(finish);
  });

  it('says so when the answers were already scored meanwhile', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = urlOf(input);
        if (url === '/user/access-control') return envelopeResponse(200, '', accessControl);
        if (url === `/answer/exam-history/${examId}`) return envelopeResponse(200, '', examWith(baseAnswer));
        if (url === `/api/test/score-exam/${examId}`) return envelopeResponse(200, '', examWith(scoredEssay));
        return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
      }),
    );
    renderDetail();
    await screen.findByText('You have 3 credits left');
    await userEvent.click(screen.getByRole('button', { name: 'Score with AI' }));
    expect(await screen.findByText('These answers have already been scored.')).toBeInTheDocument();
  });
});

describe('TraitBars', () => {
  it('shows each trait translated with score / max, and the raw estimate when a zero rule cut it', async () => {
    const cut: AnswerResult = {
      ...scoredEssay,
      score: 0,
      traits: {
        form: { score: 0, max: 2, raw: 0, evidence: [] },
        grammar: { score: 0, max: 2, raw: 1.5, evidence: [] },
      },
    };
    const { unmount } = renderWithProviders(<TraitBars answer={cut} />);
    expect(screen.getByTestId('trait-grammar')).toHaveTextContent('Grammar0 / 2');
    expect(screen.getByRole('progressbar', { name: 'Grammar: 0 / 2' })).toBeInTheDocument();
    expect(
      screen.getByText(/Grammar is 0 because of a zero rule — on its own it would be worth 1.5 \/ 2\./),
    ).toHaveTextContent('Cut to 0 by the rule on Form.');
    expect(screen.getByTestId('trait-form')).not.toHaveTextContent('zero rule');
    unmount();

    await i18n.changeLanguage('vi');
    renderWithProviders(<TraitBars answer={cut} />);
    expect(screen.getByTestId('trait-grammar')).toHaveTextContent('Ngữ pháp');
    expect(screen.getByText(/1,5 \/ 2/)).toBeInTheDocument();
  });

  it('says under a low trait why it is low, in the learner’s language', async () => {
    const reading: AnswerResult = {
      ...scoredEssay,
      questionType: 'SPEAKING_READ_ALOUD',
      traits: {
        content: { score: 5, max: 5, raw: 5, evidence: [] },
        oralFluency: {
          score: 1,
          max: 5,
          raw: 1.4,
          evidence: [
            {
              kind: 'trait-summary',
              message: { key: 'fluencyLowSlow', params: { rate: 1.5, fluent: 3.2 } },
            },
          ],
        },
        pronunciation: { score: 4, max: 5, raw: 4.2, evidence: [] },
      },
    };
    const { unmount } = renderWithProviders(<TraitBars answer={reading} />);
    expect(screen.getByTestId('trait-reason-oralFluency')).toHaveTextContent(
      'Oral fluency is low because the pace was slow: 1.5 syllables a second, where about 3.2 sounds fluent.',
    );
    expect(screen.queryByTestId('trait-reason-pronunciation')).not.toBeInTheDocument();
    unmount();

    await i18n.changeLanguage('vi');
    renderWithProviders(<TraitBars answer={reading} />);
    expect(await screen.findByTestId('trait-reason-oralFluency')).toHaveTextContent(
      'Độ trôi chảy thấp vì nói chậm: 1,5 âm tiết mỗi giây, trong khi khoảng 3,2 mới nghe trôi chảy.',
    );
  });
});

describe('WritingFeedback', () => {
  it('marks the exact words as buttons described by their reason and suggestion', async () => {
    renderWithProviders(<WritingFeedback answer={scoredEssay} />);
    const mark = screen.getByRole('button', { name: /beleive/ });
    expect(mark).toHaveAttribute('data-category', 'spelling');
    expect(mark).toHaveAccessibleDescription(
      'Misspelling “beleive”: Misspelled: did you mean believe? Suggestion: believe',
    );
    const grammar = screen.getByRole('button', { name: /help/ });
    expect(grammar).toHaveAccessibleDescription(/Grammar “help”: .* Suggestion: helps/);

    mark.focus();
    await userEvent.keyboard('{Enter}');
    expect(mark).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('mark-detail')).toHaveTextContent('Suggestion: believe');
    expect(screen.getByText('All marked words')).toBeInTheDocument();
  });
});

describe('ResultPanel with an AI-scored open answer', () => {
  it('shows the scored view (traits and marked words) instead of the raw evidence list', () => {
    renderWithProviders(
      <ResultPanel result={scoredEssay} options={[]} isLast onTryAgain={vi.fn()} onNext={vi.fn()} />,
    );
    expect(screen.getByTestId('scored-answer')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Spelling: 1 / 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /tecnology/ })).toHaveAccessibleDescription(
      /Suggestion: technology/,
    );
    expect(screen.queryByRole('list', { name: 'Evidence' })).not.toBeInTheDocument();
  });
});

describe('SpeechFeedback', () => {
  const play = vi.fn(() => Promise.resolve());
  let times: number[] = [];

  beforeEach(() => {
    times = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation((value: number) => {
      times.push(value);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    play.mockClear();
  });

  const spoken: AnswerResult = {
    ...baseAnswer,
    questionType: 'SPEAKING_READ_ALOUD',
    status: 'SCORED',
    response: { audioKey: `answers/${examId}/${examId}.flac` },
    score: 7,
    max: 15,
    audioUrl: '/files/recording.flac?sig=abc',
    traits: {
      pronunciation: {
        score: 2,
        max: 5,
        raw: 2.4,
        evidence: [
          {
            kind: 'mispronounced-word',
            message: '"ocean" did not sound like OW SH AH N.',
            word: 'ocean',
            start: 1.2,
            end: 1.7,
            expectedPhones: ['OW', 'SH', 'AH', 'N'],
          },
        ],
      },
    },
    speech: {
      words: [
        { word: 'the', start: 0.3, end: 0.5, status: 'ok', quality: 0.9 },
        { word: 'deep', start: 0.6, end: 1.0, status: 'ok', quality: 0.3 },
        { word: 'ocean', start: 1.2, end: 1.7, status: 'mispronounced', quality: 0.1 },
        { word: 'is', start: 3.5, end: 3.6, status: 'skipped', quality: 0 },
        { word: 'blue', start: 3.7, end: 4.1, status: 'ok', quality: 0.8 },
      ],
      pauses: [
        { start: 1.7, end: 3.4 },
        { start: 0.5, end: 0.6 },
      ],
    },
  };

  it('labels each word by quality, shows long pauses, and seeks the recording to a chosen word', async () => {
    renderWithProviders(<SpeechFeedback answer={spoken} />);
    expect(screen.getByTestId('answer-audio')).toHaveAttribute('src', '/files/recording.flac?sig=abc');
    const timeline = screen.getByTestId('speech-timeline');
    expect(within(timeline).getByRole('button', { name: 'the — Good, at 0.3 s' })).toBeInTheDocument();
    expect(within(timeline).getByRole('button', { name: 'deep — Weak, at 0.6 s' })).toBeInTheDocument();
    const ocean = within(timeline).getByRole('button', {
      name: 'ocean — Mispronounced, at 1.2 s; expected sounds: /oʊʃʌn/',
    });
    // The expected sounds in IPA, never the scorer's ARPAbet codes.
    expect(ocean).toHaveTextContent('ocean/oʊʃʌn/');
    expect(timeline).not.toHaveTextContent('OW SH');
    expect(within(timeline).getByRole('button', { name: 'is — skipped' })).toBeInTheDocument();
    expect(within(timeline).getByText('Pause 1.7 s')).toBeInTheDocument();
    expect(within(timeline).queryByText('Pause 0.1 s')).not.toBeInTheDocument();

    await userEvent.click(ocean);
    expect(times).toEqual([1.2]);
    expect(play).toHaveBeenCalledTimes(1);

    within(timeline).getByRole('button', { name: 'blue — Good, at 3.7 s' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(times).toEqual([1.2, 3.7]);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['vi', 'ocean — Phát âm sai, tại giây 1,2; âm đúng: /oʊʃʌn/', 'Ngắt 1,7 giây', 'Phát âm sai'],
    [
      'de',
      'ocean — Falsch ausgesprochen, bei 1,2 s; erwartete Laute: /oʊʃʌn/',
      'Pause 1,7 s',
      'Falsch ausgesprochen',
    ],
  ])('%s: words, pauses, phones and the legend in the language', async (language, ocean, pause, legend) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<SpeechFeedback answer={spoken} />);
    const timeline = screen.getByTestId('speech-timeline');
    expect(within(timeline).getByRole('button', { name: ocean })).toBeInTheDocument();
    expect(within(timeline).getByText(pause)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: i18n.t('speech.legend', { ns: 'scoring' }) })).getByText(
        legend,
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Mispronounced|expected sounds|Pause of/);
  });
});
