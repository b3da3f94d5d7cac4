import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemQuestionTypes, pseudoQuestionTypes } from '@prepwise/contracts';
import { renderWithProviders } from '../../test/render';
import en from '../../locales/signed-in/en.json';
import vi from '../../locales/vi.json';
import de from '../../locales/de.json';
import { ItemInstruction } from './item-instruction';

describe('ItemInstruction', () => {
  it.each([
    ['en', en],
    ['vi', vi],
    ['de', de],
  ] as const)('%s has an instruction for every item type of the contracts', (_, texts) => {
    const table: Record<string, string> = texts;
    for (const type of itemQuestionTypes) expect(table[`instruction.${type}`], type).toBeTruthy();
  });

  it('says what an item asks, and nothing for a plan step that is not an item', () => {
    const { unmount } = renderWithProviders(<ItemInstruction type="VOCAB_ANTONYM" />);
    expect(screen.getByTestId('task-instruction')).toHaveTextContent('OPPOSITE in meaning');
    unmount();
    for (const type of pseudoQuestionTypes) {
      const view = renderWithProviders(<ItemInstruction type={type} />);
      expect(screen.queryByTestId('task-instruction')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
