import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionView } from '@prepwise/contracts';
import { renderWithProviders } from '../../test/render';
import { wrongChoiceResult } from '../../test/fixtures/answer-results';
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

const result = wrongChoiceResult;

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
