import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerResult } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { waitingEssayResult } from '../../../test/fixtures/answer-results';
import { renderWithProviders } from '../../../test/render';
import { WritingFeedback } from './writing-feedback';

const text = 'I beleive people help. Stuff stuff stuff.';

function essayWith(evidence: Record<string, unknown>[]): AnswerResult {
  return {
    ...waitingEssayResult(9002, text),
    status: 'SCORED',
    score: 5,
    max: 15,
    traits: { spelling: { score: 1, max: 2, raw: 1, evidence } },
  };
}

const keyed = essayWith([
  {
    start: 2,
    end: 9,
    text: 'beleive',
    kind: 'spelling',
    message: { key: 'misspelledSuggest', params: { words: 'believe' } },
    suggestion: 'believe',
  },
  {
    start: 0,
    end: 0,
    text: '',
    kind: 'keyword-missing',
    message: { key: 'keyIdeaMissing', params: { idea: 'free tuition' } },
  },
]);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the scorer’s reasons in the learner’s language', () => {
  it('renders a keyed reason in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    renderWithProviders(<WritingFeedback answer={keyed} />);
    expect(screen.getByRole('button', { name: /beleive/ })).toHaveAccessibleDescription(
      /Sai chính tả: có phải bạn muốn viết believe\?/,
    );
    expect(screen.getByText('Chưa đề cập ý chính: “free tuition”')).toBeInTheDocument();
  });

  it('renders the same reason in German', async () => {
    await i18n.changeLanguage('de');
    renderWithProviders(<WritingFeedback answer={keyed} />);
    expect(screen.getByRole('button', { name: /beleive/ })).toHaveAccessibleDescription(
      /Falsch geschrieben: meintest du believe\?/,
    );
  });

  it('lists each key idea covered with the learner’s own words that say it, in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    const covered = essayWith([
      {
        start: 0,
        end: 22,
        text: 'I beleive people help.',
        kind: 'keyword-covered',
        message: { key: 'keyIdeaCoveredInOtherWords', params: { idea: 'community support', words: 'help' } },
      },
    ]);
    renderWithProviders(<WritingFeedback answer={covered} />);
    const list = screen.getByTestId('covered-ideas');
    expect(list).toHaveTextContent('Các ý chính bài viết đã đề cập, kèm câu chữ của bạn');
    expect(list).toHaveTextContent('Có đề cập ý chính “community support” bằng cách diễn đạt khác (help)');
    // The quote is taken from the learner's text at the span, not from the stored copy.
    expect(list.querySelector('q')).toHaveTextContent(/^I beleive people help\.$/);
  });

  it('shows the English text of a result stored before keys as written', async () => {
    await i18n.changeLanguage('vi');
    const old = essayWith([
      {
        start: 2,
        end: 9,
        text: 'beleive',
        kind: 'spelling',
        message: 'A reason from an older scorer',
        suggestion: 'believe',
      },
    ]);
    renderWithProviders(<WritingFeedback answer={old} />);
    expect(screen.getByRole('button', { name: /beleive/ })).toHaveAccessibleDescription(
      /A reason from an older scorer/,
    );
  });
});
