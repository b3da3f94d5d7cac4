import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PhoneticGenerateResult, PhoneticPreview } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { AdminPhoneticsPage } from './admin-phonetics-page';

function stressPreview(options: string[], answer: number): PhoneticPreview {
  return {
    options,
    underlined: null,
    answer,
    stress: options.map((_, index) => ({ syllable: index === answer ? 2 : 1, syllables: 2 })),
    confidence: 1,
    question: {
      text: 'Choose the word that differs from the other three in the position of primary stress.',
      answerA: options[0] ?? '',
      answerB: options[1] ?? '',
      answerC: options[2] ?? '',
      answerD: options[3] ?? '',
      underlineWord: null,
      expectAnswer: (['A', 'B', 'C', 'D'] as const)[answer] ?? 'A',
      explanation: { en: 'Stress from the CMU Pronouncing Dictionary.', vi: 'Trọng âm theo từ điển CMU.' },
    },
  };
}

const generated: PhoneticGenerateResult = {
  items: [
    stressPreview(['garden', 'happy', 'again', 'water'], 2),
    stressPreview(['about', 'paper', 'table', 'village'], 0),
  ],
  refused: [{ word: 'address', reason: 'ambiguous' }],
  seed: 4,
};

function stubFetch(answer: (url: string, init: RequestInit | undefined) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(urlOf(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AdminPhoneticsPage', () => {
  it('generates from typed words, shows previews in the player and the refused words, and saves the kept ones', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((url) =>
      url.endsWith('/generate')
        ? envelopeResponse(200, '', generated)
        : envelopeResponse(200, 'Changes applied', [
            {
              id: 901,
              type: 'PHONETIC_STRESS',
              groups: ['QUESTION_BANK'],
              level: 'intermediate',
              excerpt: '',
              hasAudio: false,
              activated: true,
              repeated: false,
              updatedDate: '',
            },
          ]),
    );
    renderWithProviders(<AdminPhoneticsPage />, '/platform/admin/questions/phonetics');

    await user.selectOptions(screen.getByLabelText('Item type'), 'PHONETIC_STRESS');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Type at least four words.')).toBeInTheDocument();

    await user.type(
      screen.getByLabelText('Candidate words', { exact: false }),
      'garden happy again water about paper table village address',
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const previews = await screen.findAllByTestId('phonetic-preview');
    expect(previews).toHaveLength(2);
    const first = previews[0] as HTMLElement;
    expect(first).toHaveTextContent('Key C (again)');
    expect(first).toHaveTextContent('Solver confidence 100 %');
    expect(first).toHaveTextContent('C. again: stress on syllable 2 of 2');
    // The learner's own player, with its lettered options.
    expect(within(first).getByRole('radio', { name: /water/ })).toBeInTheDocument();
    expect(screen.getByText('address: its pronunciations disagree', { exact: false })).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      type: 'PHONETIC_STRESS',
      words: ['garden', 'happy', 'again', 'water', 'about', 'paper', 'table', 'village', 'address'],
    });

    await user.click(within(previews[1] as HTMLElement).getByRole('checkbox', { name: 'Keep item 2' }));
    await user.click(screen.getByRole('checkbox', { name: /Save as active/ }));
    await user.click(screen.getByRole('button', { name: 'Save 1 item' }));

    expect(await screen.findByText('1 question saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#901' })).toHaveAttribute(
      'href',
      '/platform/admin/questions/901',
    );
    expect(jsonBodyOf(fetchMock.mock.calls[1]?.[1])).toEqual({
      type: 'PHONETIC_STRESS',
      items: [{ options: ['garden', 'happy', 'again', 'water'], underlined: null }],
      activated: false,
      level: 'intermediate',
    });
  });

  it('asks for a number when the generator picks, and says when nothing could be made', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(200, '', { items: [], refused: [], seed: 1 }));
    renderWithProviders(<AdminPhoneticsPage />, '/platform/admin/questions/phonetics');
    await user.click(screen.getByRole('radio', { name: 'Pick for me' }));
    const count = screen.getByLabelText('Number of items');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('No item could be made')).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ type: 'PHONETIC_STRESS', count: 3 });
  });

  it('shows a refusal in the catalogue text', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      envelopeResponse(503, 'The server is busy right now. Please try again in a moment.', {
        code: 'error.busy',
      }),
    );
    renderWithProviders(<AdminPhoneticsPage />, '/platform/admin/questions/phonetics');
    await user.click(screen.getByRole('radio', { name: 'Pick for me' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy right now.');
  });
});
