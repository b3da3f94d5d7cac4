import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerResult, PracticeSession } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { saveToken } from '../../../lib/session/token-storage';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { buildPracticeSession } from '../../../test/fixtures/practice-sessions';
import { renderWithProviders } from '../../../test/render';
import { AnswerList } from '../../history';
import { waitingEssayResult } from '../../../test/fixtures/answer-results';
import { PlayerScoring } from './player-scoring';
import { ScoreReasons } from './score-reasons';
import { buildAccessControl } from '../../../test/fixtures/access-control';

const examId = '6f1c2b7a-3d4e-4f50-8a61-7b8c9d0e1f2a';
const shortEssay = Array.from({ length: 90 }, (_, index) => `word${index}`).join(' ');

const waiting = waitingEssayResult(77, shortEssay);

const zeroTrait = (max: number, raw: number) => ({ score: 0, max, raw, evidence: [] });
/** A 90-word essay: form 0 (needs 120-380 words), so every trait is cut to 0. */
const zeroedEssay: AnswerResult = {
  ...waiting,
  status: 'SCORED',
  score: 0,
  max: 15,
  flags: ['FORM_ZERO'],
  traits: {
    content: zeroTrait(3, 2),
    form: {
      score: 0,
      max: 2,
      raw: 0,
      evidence: [{ start: 0, end: 0, text: '', kind: 'form', message: '90 words, 1 sentence(s)' }],
    },
    developmentStructureCoherence: zeroTrait(2, 1),
    grammar: zeroTrait(2, 1.5),
    generalLinguisticRange: zeroTrait(2, 1),
    vocabulary: zeroTrait(2, 1),
    spelling: zeroTrait(2, 2),
  },
};

function session(answer: AnswerResult, status: PracticeSession['status']): PracticeSession {
  return buildPracticeSession({
    examId,
    status,
    questionIds: [77, 78],
    currentQuestion: 1,
    answers: [answer],
    finishedDate: null,
  });
}

const access = (credits: number) =>
  buildAccessControl({ numberAiScoring: credits, purchasedAiScoring: credits });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('PlayerScoring (Score with AI in the practice player)', () => {
  it('finishes the open session, asks for scoring once and shows the scores in place', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = urlOf(input);
        calls.push(url);
        if (url === '/user/access-control') return envelopeResponse(200, '', access(2));
        if (url === `/api/test/score-exam/${examId}`)
          return envelopeResponse(200, '', session({ ...waiting, status: 'SCORING' }, 'FINISH'));
        if (url === `/answer/exam-history/${examId}`)
          return envelopeResponse(200, '', session(zeroedEssay, 'FINISH'));
        return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
      }),
    );
    saveToken('test-token', true);
    const finish = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <PlayerScoring examId={examId} answer={waiting} cost={1} isSessionOpen onFinishSession={finish} />,
    );
    expect(await screen.findByText('You have 2 credits left')).toBeInTheDocument();
    expect(screen.getByText('Costs 1 AI scoring credit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Score this answer with AI' }));
    expect(finish).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('waiting-score')).toBeInTheDocument();
    expect(await screen.findByTestId('scored-answer', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('score-reasons')).toHaveTextContent(
      'Form is 0: your answer has 90 words, but it needs 120–380 words to earn form points (200–300 for full marks).',
    );
    expect(screen.getByTestId('score-reasons')).toHaveTextContent(
      'Because Form is 0, the rules give 0 for every other trait too.',
    );
    expect(calls.filter((url) => url.startsWith('/api/test/score-exam/'))).toHaveLength(1);
  }, 10_000);

  it('with no credits says how to get some, links to the marketplace and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      urlOf(input) === '/user/access-control'
        ? envelopeResponse(200, '', access(0))
        : envelopeResponse(404, 'Not found', { code: 'error.http.404' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    saveToken('test-token', true);
    const finish = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <PlayerScoring examId={examId} answer={waiting} cost={1} isSessionOpen onFinishSession={finish} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have no AI scoring credits left.');
    expect(alert).toHaveTextContent(/activate a voucher code/);
    expect(within(alert).getByRole('link', { name: /marketplace/ })).toHaveAttribute(
      'href',
      '/platform/mock-test/marketplace',
    );
    expect(screen.getByRole('button', { name: 'Score this answer with AI' })).toBeDisabled();
    expect(finish).not.toHaveBeenCalled();
  });
});

describe('ScoreReasons and verdicts', () => {
  it('gives the zero rule in Vietnamese with the word count and the range', async () => {
    await i18n.changeLanguage('vi');
    renderWithProviders(<ScoreReasons answer={zeroedEssay} />);
    expect(screen.getByTestId('score-reasons')).toHaveTextContent(
      'Hình thức được 0 điểm: bài của bạn có 90 từ, nhưng cần 120–380 từ',
    );
  });

  it('shows the word count against the full-marks range when form earned points', () => {
    const scored = {
      ...zeroedEssay,
      flags: [],
      traits: {
        ...zeroedEssay.traits,
        form: {
          score: 1,
          max: 2,
          raw: 1,
          evidence: [{ start: 0, end: 0, text: '', kind: 'form', message: '150 words, 8 sentence(s)' }],
        },
      },
    };
    renderWithProviders(<ScoreReasons answer={scored} />);
    expect(screen.getByTestId('score-reasons')).toHaveTextContent(
      'Length: 150 words. Full form marks need 200–300 words',
    );
  });

  it('never calls an essay "incorrect": the score with a band word, or "not scored yet"', () => {
    renderWithProviders(
      <AnswerList
        answers={[
          { ...zeroedEssay, questionId: 1 },
          { ...waiting, questionId: 2 },
        ]}
      />,
    );
    const verdicts = screen.getAllByTestId('open-verdict').map((badge) => badge.textContent);
    expect(verdicts).toEqual(['AI score 0 / 15 · Needs work', 'Not scored yet']);
    expect(screen.queryByText(/incorrect/i)).not.toBeInTheDocument();
  });

  it('says why a spoken answer is 0: the expected words were not heard, so every trait is cut', () => {
    const spoken: AnswerResult = {
      ...waiting,
      questionType: 'SPEAKING_READ_ALOUD',
      status: 'SCORED',
      response: { audioKey: 'recordings/x.flac' },
      score: 0,
      max: 15,
      traits: { content: zeroTrait(5, 0), oralFluency: zeroTrait(5, 2), pronunciation: zeroTrait(5, 5) },
    };
    renderWithProviders(<ScoreReasons answer={spoken} />);
    const reasons = screen.getByTestId('score-reasons');
    expect(reasons).toHaveTextContent('Content is 0: the scorer did not hear enough of the words');
    expect(reasons).toHaveTextContent('Because Content is 0, the rules give 0 for every other trait too.');
  });
});
