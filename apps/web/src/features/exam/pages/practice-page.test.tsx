import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionBankEntry } from '@prepwise/contracts';
import { envelopeResponse } from '../../../test/fetch';
import { retryIn, serveFailing } from '../../../test/failing-server';
import { neverAnswers } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { PracticePage } from './practice-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const entry = (overrides: Partial<QuestionBankEntry>): QuestionBankEntry => ({
  type: 'VOCAB_SYNONYM',
  name: 'Synonyms',
  total: 12,
  remainAttemps: 12,
  allQuestionIds: [],
  questionIds: '',
  numberTested: 0,
  openTotal: 12,
  ...overrides,
});

describe('PracticePage', () => {
  it('shows a loading state while the bank comes', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(neverAnswers));
    const { container } = renderWithProviders(<PracticePage />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows the failure, and "Try again" shows the bank', async () => {
    const server = serveFailing({ '/api/question-bank': () => envelopeResponse(200, '', [entry({})]) });
    renderWithProviders(<PracticePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The question bank could not be loaded.');
    server.recover();
    await retryIn(alert);
    expect(
      await screen.findByRole('region', { name: 'Vietnamese high-school exam (THPT)' }),
    ).toBeInTheDocument();
  });

  it('says what to do when the bank holds no question', async () => {
    const server = serveFailing({
      '/api/question-bank': () => envelopeResponse(200, '', [entry({ total: 0 })]),
    });
    server.recover();
    renderWithProviders(<PracticePage />);
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });
});
