// Issue 14, item 21: white text on the button fills (Al green, Sat/Kapat red, blue) reads at
// WCAG AA's 4.5:1 in both themes; before, white on the green Al was 2.2:1.
import { darkPalette, lightPalette, type Palette } from './palettes';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const AA_TEXT = 4.5;

describe.each([
  ['dark', darkPalette],
  ['light', lightPalette],
] as [string, Palette][])('%s palette', (_name, palette) => {
  test.each(['primaryFill', 'positiveFill', 'negativeFill', 'primaryHover'] as const)(
    'white on %s is at least 4.5:1',
    (fill) => expect(contrast(palette.primaryText, palette[fill])).toBeGreaterThanOrEqual(AA_TEXT),
  );
  test.each(['text', 'textMuted', 'primary', 'positive', 'negative', 'warning'] as const)(
    '%s on the surfaces is at least 4.5:1',
    (ink) => {
      for (const ground of [palette.surface, palette.surfaceRaised, palette.surfaceHover, palette.background])
        expect(contrast(palette[ink], ground)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );
});
