import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { wrongChoiceResult } from '../../../test/fixtures/answer-results';
import { ResultPanel } from './result-panel';

const result = wrongChoiceResult;

describe('ResultPanel', () => {
  const options = [
    { letter: 'A', text: "don't" },
    { letter: 'B', text: 'like' },
  ];

  it('shows the mark in words, the key with its text and the English explanation', () => {
    renderWithProviders(
      <ResultPanel result={result} options={options} isLast={false} onTryAgain={vi.fn()} onNext={vi.fn()} />,
    );
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('Score: 0 / 1')).toBeInTheDocument();
    expect(screen.getByText("A. don't")).toBeInTheDocument();
    expect(screen.getByText('Use "doesn\'t".')).toBeInTheDocument();
  });

  it('shows the Vietnamese explanation in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    renderWithProviders(
      <ResultPanel result={result} options={options} isLast onTryAgain={vi.fn()} onNext={vi.fn()} />,
    );
    expect(screen.getByText('Dùng "doesn\'t".')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kết thúc/ })).toBeInTheDocument();
  });

  it('says an open answer is saved, shows its scoring panel and no "0 / 0" mark', () => {
    const waiting = { ...result, status: 'WAITING_AI' as const, score: null, max: null, expectAnswer: null };
    renderWithProviders(
      <ResultPanel
        result={waiting}
        options={[]}
        isLast={false}
        scoring={<p>scoring panel</p>}
        onTryAgain={vi.fn()}
        onNext={vi.fn()}
      />,
    );
    expect(screen.getByText('Answer saved')).toBeInTheDocument();
    expect(screen.getByText('scoring panel')).toBeInTheDocument();
    expect(screen.queryByText(/Score: 0 \/ 0/)).not.toBeInTheDocument();
    expect(screen.queryByText('Waiting for AI scoring')).not.toBeInTheDocument();
  });

  it('labels the prompt’s transcript as the task’s recording, not as what was heard of the answer', () => {
    const spoken = {
      ...result,
      questionType: 'REPEAT_SENTENCE' as const,
      transcript: 'The library opens at nine.',
    };
    renderWithProviders(
      <ResultPanel result={spoken} options={[]} isLast={false} onTryAgain={vi.fn()} onNext={vi.fn()} />,
    );
    expect(screen.getByText('Transcript of the task’s recording:')).toBeInTheDocument();
    expect(screen.queryByText(/What we heard/)).not.toBeInTheDocument();
  });
});
