// "%N'i": a percentage with the Turkish possessive suffix its spoken form takes. The suffix follows
// the vowel harmony of the number's last spoken word: 74 is "yetmiş dört" → "%74'ü", 50 is "elli"
// → "%50'si", 60 is "altmış" → "%60'ı". Whole numbers only; callers round first.

/** The suffix after the last non-zero word: ones digit first, then tens, then hundreds. */
const ONES_SUFFIX = ['', "'i", "'si", "'ü", "'ü", "'i", "'sı", "'si", "'i", "'u"];
const TENS_SUFFIX = ['', "'u", "'si", "'u", "'ı", "'si", "'ı", "'i", "'i", "'ı"];
/** "sıfır" */
const ZERO_SUFFIX = "'ı";
/** "yüz" */
const HUNDRED_SUFFIX = "'ü";

export function possessiveSuffixOf(whole: number): string {
  const value = Math.abs(Math.trunc(whole));
  if (value === 0) return ZERO_SUFFIX;
  const ones = value % 10;
  if (ones !== 0) return ONES_SUFFIX[ones] ?? '';
  const tens = Math.floor(value / 10) % 10;
  if (tens !== 0) return TENS_SUFFIX[tens] ?? '';
  return HUNDRED_SUFFIX;
}

/** 74.4 → "%74'ü" */
export function percentShare(percent: number): string {
  const whole = Math.round(percent);
  return `%${whole}${possessiveSuffixOf(whole)}`;
}
