import { createTheme, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

/**
 * One calm design system: indigo primary at shades that keep white text above 4.5:1, neutral
 * greys, system fonts, an 8 px spacing grid and rounded cards.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // A visitor who asked their system for less motion gets dialogs, menus and toasts without it.
  respectReducedMotion: true,
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // Badges never cut their words ("FREE SAM…"): the label wraps onto a second line instead.
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.25 },
      },
    },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    Modal: {
      defaultProps: { radius: 'lg' },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
  },
});

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** `colour` mixed with `base` (`#rrggbb`), `opacity` of the colour. */
function mix(hex: string, base: string, opacity: number): string {
  const mixed = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16);
    const under = parseInt(base.slice(start, start + 2), 16);
    return Math.round(channel * opacity + under * (1 - opacity));
  });
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Normal-size text needs 4.5:1 (WCAG 2.1 AA). */
const textContrast = 4.5;
const lightPrimaryShade = 7;
const darkPrimaryShade = 8;

/**
 * The lightest shade from 7 on with 4.5:1 against `background`, as a variable; when even shade 9
 * falls short (Mantine's green, yellow, lime), shade 9 darkened just enough, as a colour.
 */
function readableShade(
  name: string,
  shades: readonly string[],
  background: string,
  from = lightPrimaryShade,
): string {
  for (let shade = from; shade <= 9; shade += 1) {
    if (contrastRatio(shades[shade] ?? '#000000', background) >= textContrast) {
      return `var(--mantine-color-${name}-${shade})`;
    }
  }
  const darkest = shades[9] ?? '#000000';
  for (let step = 1; step <= 20; step += 1) {
    const darker = mix(darkest, '#000000', 1 - step * 0.05);
    if (contrastRatio(darker, background) >= textContrast) return darker;
  }
  return '#000000';
}

/**
 * Light-scheme colour variables that keep text readable: Mantine draws filled buttons and badges
 * with white text on shade 7, light/subtle variants with shade 7 on a 10% tint, and coloured text
 * with shade 7 on white, which for teal, green, orange and the like is below 4.5:1. Each colour
 * gets the lightest shade from 7 on that reaches 4.5:1 where it is used; an outline button's text
 * also on the 5% tint it has under the pointer (a red "Lock account" fell to 4.2:1 there).
 */
export function readableColourVariables(colors: MantineTheme['colors']): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const tint = mix(shades[lightPrimaryShade] ?? '#000000', '#ffffff', 0.1);
    // An outline button under the pointer has a 5% tint of its colour behind its text.
    const hoverTint = mix(shades[lightPrimaryShade] ?? '#000000', '#ffffff', 0.05);
    const onWhite = readableShade(name, shades, '#ffffff');
    variables[`--mantine-color-${name}-filled`] = onWhite;
    variables[`--mantine-color-${name}-text`] = onWhite;
    variables[`--mantine-color-${name}-outline`] = readableShade(name, shades, hoverTint);
    variables[`--mantine-color-${name}-light-color`] = readableShade(name, shades, tint);
  }
  return variables;
}

/**
 * Dark-scheme filled colours (Mantine's shade 8, the dark primary shade) that keep white text at
 * 4.5:1: teal's and green's shade 8 do not (the sandbox's "Pay" button), so they go darker.
 */
export function readableDarkFilledVariables(colors: MantineTheme['colors']): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors))
    variables[`--mantine-color-${name}-filled`] = readableShade(name, shades, '#ffffff', darkPrimaryShade);
  return variables;
}

/** Darker "dimmed" text than Mantine's default and readable colour variants, so text passes WCAG AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    ...readableColourVariables(resolvedTheme.colors),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {
    ...readableDarkFilledVariables(resolvedTheme.colors),
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  },
});
