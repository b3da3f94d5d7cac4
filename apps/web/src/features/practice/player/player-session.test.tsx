import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PracticeSession, QuestionView } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { saveToken } from '../../../lib/session/token-storage';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { PlayerSession } from './player-session';

const synonym = {
  id: 1700,
  type: 'VOCAB_SYNONYM',
  text: 'The film was <u>hilarious</u>.',
  description: null,
  answerA: 'very funny',
  answerB: 'very sad',
  answerC: 'boring',
  answerD: 'long',
} as unknown as QuestionView;

const exam: PracticeSession = {
  examId: '3c8d0e74-7b2a-4c65-9e0a-4f3b6e5d4c33',
  examGroup: 'QUESTION_BANK',
  questionType: 'VOCAB_SYNONYM',
  status: 'INPROGRESS',
  questionIds: [synonym.id],
  currentQuestion: 0,
  answers: [],
  score: 0,
  max: 0,
  startedDate: '2026-01-01T09:00:00Z',
  finishedDate: null,
};

function renderSession() {
  saveToken('test-token', true);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      urlOf(input) === `/api/questions/${synonym.id}`
        ? envelopeResponse(200, '', synonym)
        : envelopeResponse(404, 'Not found', { code: 'error.http.404' }),
    ),
  );
  return renderWithProviders(<PlayerSession exam={exam} />);
}

describe('the practice player', () => {
  it('says what the item asks with the mock’s instruction (a THPT synonym: the closest meaning)', async () => {
    renderSession();
    expect(await screen.findByTestId('task-instruction')).toHaveTextContent(
      'Choose the word or phrase CLOSEST in meaning to the underlined part.',
    );
  });

  it('says it in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    renderSession();
    expect(await screen.findByTestId('task-instruction')).toHaveTextContent(
      i18n.getResource('vi', 'translation', 'instruction.VOCAB_SYNONYM') as string,
    );
    expect(screen.getByTestId('task-instruction')).not.toHaveTextContent('CLOSEST in meaning');
  });
});
