import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  darkTokens,
  lightTokens,
  tokensStylesheet,
  type ColorTokenName,
  type ColorTokens,
} from './tokens';

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (hex: string): number => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((index) => parseInt(hex.slice(index, index + 2), 16) / 255)
    .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Text tokens and the surfaces they are written on (WCAG AA: 4.5:1 for body text). */
const TEXT_ON: Array<[ColorTokenName | 'white' | '#141c18', ColorTokenName]> = [
  ['content-font', 'bg'],
  ['content-font', 'book-card'],
  ['note-font', 'bg'],
  ['note-font', 'bg-lv2'],
  ['sub-text2', 'bg'],
  ['sub-text2', 'book-card'],
  ['sub-text2', 'bg-lv1'],
  ['sub-text2', 'bg-lv2'],
  ['sub-text2', 'bg-lv3'],
  ['cta-font', 'cta'],
  ['primary', 'bg'],
  ['primary', 'book-card'],
  // The book page's "On your bookshelf" badge (book-buy-actions.module.css).
  ['primary', 'bg-lv1'],
  // The order-history status badges (orders.module.css): pending is white on discount-badge.
  ['#141c18', 'secondary'],
  ['discount', 'book-card'],
  ['white', 'discount-badge'],
  ['error', 'bg'],
  ['delete-text', 'bg'],
  ['copy-right', 'footer'],
];

describe.each([
  ['dark', darkTokens],
  ['light', lightTokens],
] as Array<[string, ColorTokens]>)('%s colour scheme', (_scheme, tokens) => {
  it.each(TEXT_ON)('%s on %s reads at 4.5:1 or more', (text, surface) => {
    const color = text === 'white' ? '#ffffff' : text === '#141c18' ? text : tokens[text];
    expect(contrast(color, tokens[surface])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the static stylesheet of the tokens', () => {
  it('src/styles/tokens.css is what tokensStylesheet() writes', () => {
    const file = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
    expect(file).toBe(tokensStylesheet());
  });
});
