import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColourVariables, readableDarkFilledVariables } from './theme';

/** The colour a variable's value stands for: a `var(--mantine-color-name-shade)` or a colour. */
const colourOf = (value: string | undefined) => {
  const match = /--mantine-color-(\w+)-(\d)\)$/.exec(value ?? '');
  return match ? (DEFAULT_THEME.colors[match[1] ?? '']?.[Number(match[2])] ?? '') : (value ?? '');
};

describe('readable colour variables', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('gives white text on filled colours and coloured text on white at least 4.5:1 ', () => {
    const variables = readableColourVariables(DEFAULT_THEME.colors);
    for (const name of Object.keys(DEFAULT_THEME.colors)) {
      const filled = colourOf(variables[`--mantine-color-${name}-filled`]);
      expect(contrastRatio(filled, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(variables[`--mantine-color-${name}-text`]).toBe(variables[`--mantine-color-${name}-filled`]);
    }
    // Mantine's indigo 7 already passes on white, so the primary colour keeps its look.
    expect(variables['--mantine-color-indigo-filled']).toBe('var(--mantine-color-indigo-7)');
    expect(variables['--mantine-color-teal-filled']).toBe('var(--mantine-color-teal-9)');
    // No shade of Mantine's green reaches 4.5:1 on white: a darkened shade 9 does.
    expect(variables['--mantine-color-green-filled']).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives light and subtle variants (shade on a 10% tint) at least 4.5:1', () => {
    const variables = readableColourVariables(DEFAULT_THEME.colors);
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const tint = colourOf(variables[`--mantine-color-${name}-light-color`]);
      const background = shades[7] ?? '';
      // 10% of shade 7 over white, as Mantine draws the light variant.
      const channels = [1, 3, 5].map((start) =>
        Math.round(parseInt(background.slice(start, start + 2), 16) * 0.1 + 255 * 0.9),
      );
      const tinted = `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
      expect(contrastRatio(tint, tinted), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives outline buttons at least 4.5:1 on the 5% tint they have under the pointer', () => {
    const variables = readableColourVariables(DEFAULT_THEME.colors);
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const text = colourOf(variables[`--mantine-color-${name}-outline`]);
      const channels = [1, 3, 5].map((start) =>
        Math.round(parseInt((shades[7] ?? '').slice(start, start + 2), 16) * 0.05 + 255 * 0.95),
      );
      const hovered = `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
      expect(contrastRatio(text, hovered), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives white text on the dark scheme’s filled colours at least 4.5:1, from shade 8 on', () => {
    const variables = readableDarkFilledVariables(DEFAULT_THEME.colors);
    for (const name of Object.keys(DEFAULT_THEME.colors))
      expect(
        contrastRatio(colourOf(variables[`--mantine-color-${name}-filled`]), '#ffffff'),
        name,
      ).toBeGreaterThanOrEqual(4.5);
    expect(variables['--mantine-color-indigo-filled']).toBe('var(--mantine-color-indigo-8)');
  });
});
