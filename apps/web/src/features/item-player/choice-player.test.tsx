import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerResult, QuestionView } from '@prepwise/contracts';
import { renderWithProviders } from '../../test/render';
import { ChoicePlayer } from './choice-player';
import { Owner } from './test/owner';

const question = {
  id: 1600,
  type: 'GRAMMAR_FIND_INCORRECT',
  text: "My brother <u>don't</u> (A) <u>like</u> (B) vegetables.",
  description: null,
  answerA: "don't",
  answerB: 'like',
  answerC: null,
  answerD: null,
} as unknown as QuestionView;

const result: AnswerResult = {
  questionId: 1600,
  questionType: 'GRAMMAR_FIND_INCORRECT',
  status: 'MARKED',
  response: { selected: ['B'] },
  score: 0,
  max: 1,
  evidence: [{ kind: 'choice', position: 0, expected: 'A', given: 'B', correct: false, points: 0 }],
  expectAnswer: 'A',
  explanation: { en: 'Use "doesn\'t".', vi: 'Dùng "doesn\'t".' },
  transcript: null,
  traits: null,
  flags: [],
  audioDurationSeconds: null,
  audioUrl: null,
  speech: null,
  aiFeedback: null,
  answeredDate: '2026-01-01T00:00:00Z',
};

describe('ChoicePlayer', () => {
  it('renders underlines as elements and submits the chosen letter', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithProviders(
      <Owner>
        {(value, onChange) => (
          <ChoicePlayer
            question={question}
            value={value}
            onChange={onChange}
            result={undefined}
            isSubmitting={false}
            onSubmit={onSubmit}
          />
        )}
      </Owner>,
    );
    expect(container.querySelectorAll('u')).toHaveLength(2);
    await userEvent.click(screen.getByRole('radio', { name: /B\. like/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(onSubmit).toHaveBeenCalledWith({ selected: ['B'] });
  });

  it('marks the right and the chosen option in words once answered', () => {
    renderWithProviders(
      <ChoicePlayer
        question={question}
        value={null}
        onChange={vi.fn()}
        result={result}
        isSubmitting={false}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByText('Right answer')).toBeInTheDocument();
    expect(screen.getByText('Your answer – wrong')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check answer' })).not.toBeInTheDocument();
  });
});
