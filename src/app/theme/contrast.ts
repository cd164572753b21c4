// WCAG 2 contrast, as axe-core computes it, for the palette tests and anything that must choose an
// ink for a ground. A translucent ground (the soft tints under a price flash or a badge) is first
// laid over what it sits on, because that mixed colour is what the eye, and axe, compare against.
type Rgb = [number, number, number];

interface Colour {
  rgb: Rgb;
  alpha: number;
}

const RGBA = /^rgba\(\s*(\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\s*\)$/;

function parseColour(colour: string): Colour {
  if (/^#[0-9a-f]{6}$/i.test(colour)) {
    const rgb = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16)) as Rgb;
    return { rgb, alpha: 1 };
  }
  const match = RGBA.exec(colour);
  if (!match) throw new Error(`not a #rrggbb or rgba() colour: ${colour}`);
  return { rgb: [Number(match[1]), Number(match[2]), Number(match[3])], alpha: Number(match[4]) };
}

/** `top` painted over the opaque `ground`, as one opaque #rrggbb colour. */
export function layOver(top: string, ground: string): string {
  const upper = parseColour(top);
  const lower = parseColour(ground);
  if (lower.alpha !== 1) throw new Error(`the ground must be opaque: ${ground}`);
  const mixed = upper.rgb.map((channel, index) =>
    Math.round(channel * upper.alpha + lower.rgb[index] * (1 - upper.alpha)),
  );
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function luminance(colour: string): number {
  const { rgb } = parseColour(colour);
  const [r, g, b] = rgb
    .map((channel) => channel / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
