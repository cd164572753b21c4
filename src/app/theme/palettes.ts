// The two colour sets. Light and dark differ only here (STYLE.md 13): components never name a colour.
export interface Palette {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceHover: string;
  border: string;
  text: string;
  textMuted: string;
  textInverse: string;
  primary: string;
  primaryHover: string;
  primaryText: string;
  /**
   * Fills under white text (buttons, selected tabs, badges): dark enough for 4.5:1 with white
   * (WCAG AA, axe), while `primary`, `positive` and `negative` stay bright enough to be read as
   * text on the page's surfaces. The two needs cannot meet in one colour on a dark theme.
   */
  primaryFill: string;
  positiveFill: string;
  negativeFill: string;
  secondary: string;
  secondaryText: string;
  positive: string;
  positiveSoft: string;
  negative: string;
  negativeSoft: string;
  warning: string;
  disabled: string;
  disabledText: string;
  focus: string;
  overlay: string;
  header: string;
  sidebar: string;
  bottomNav: string;
  input: string;
  shadow: string;
  bannerFrom: string;
  bannerTo: string;
}

export const darkPalette: Palette = {
  background: '#0b0f17',
  surface: '#141a25',
  surfaceRaised: '#1b2231',
  surfaceHover: '#232b3d',
  border: '#273044',
  text: '#e8ecf3',
  textMuted: '#8b95a9',
  textInverse: '#0b0f17',
  primary: '#5a98fa',
  primaryHover: '#1a5ccc',
  primaryText: '#ffffff',
  primaryFill: '#1f68dc',
  positiveFill: '#0a7d4b',
  negativeFill: '#c62832',
  secondary: '#232b3d',
  secondaryText: '#e8ecf3',
  positive: '#1fc77e',
  positiveSoft: 'rgba(31, 199, 126, 0.14)',
  negative: '#ff7a82',
  negativeSoft: 'rgba(240, 69, 79, 0.14)',
  warning: '#f5b638',
  disabled: '#3a4256',
  disabledText: '#8b95a9',
  focus: '#7fb0ff',
  overlay: 'rgba(3, 6, 12, 0.66)',
  header: '#111722',
  sidebar: '#101520',
  bottomNav: '#111722',
  input: '#0f141e',
  shadow: 'rgba(0, 0, 0, 0.45)',
  bannerFrom: '#1d4fd8',
  bannerTo: '#7b2ff6',
};

export const lightPalette: Palette = {
  background: '#f3f5f9',
  surface: '#ffffff',
  surfaceRaised: '#f7f8fb',
  surfaceHover: '#eef1f6',
  border: '#dde2ea',
  text: '#141a25',
  textMuted: '#5f6b80',
  textInverse: '#ffffff',
  primary: '#1a62d4',
  primaryHover: '#185bc4',
  primaryText: '#ffffff',
  primaryFill: '#1f6ae0',
  positiveFill: '#0a7d4b',
  negativeFill: '#c62832',
  secondary: '#e9edf4',
  secondaryText: '#141a25',
  positive: '#066b3d',
  positiveSoft: 'rgba(15, 157, 96, 0.12)',
  negative: '#b3222c',
  negativeSoft: 'rgba(217, 47, 58, 0.1)',
  warning: '#946300',
  disabled: '#c9d0db',
  disabledText: '#6b768a',
  focus: '#1f6ae0',
  overlay: 'rgba(20, 26, 37, 0.45)',
  header: '#ffffff',
  sidebar: '#ffffff',
  bottomNav: '#ffffff',
  input: '#f7f8fb',
  shadow: 'rgba(20, 26, 37, 0.12)',
  bannerFrom: '#2f7cf6',
  bannerTo: '#8a4dff',
};
