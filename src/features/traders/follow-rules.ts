// The follow dialog's and the comment form's rules (API.md "Copy trading", bounds from
// contract/traders.ts), checked before any call so bad input shows a Turkish message under its
// field and nothing is sent. The size is typed as text and sent as a number (SPEC.md section 5).
import {
  COMMENT_LENGTH_MAX,
  COMMENT_STARS_MAX,
  COMMENT_STARS_MIN,
  COPY_SIZE_USD_MIN,
  COPY_STOP_LOSS_PCT_MAX,
  COPY_STOP_LOSS_PCT_MIN,
} from '../../../contract/traders';
import { tr } from '../../i18n/tr-signed-in';
import { formatMoney } from '../../lib/format-number';

const texts = tr.traders.dialog;

/** A plain decimal: digits with at most one dot and two decimals, nothing else. */
const MONEY_PATTERN = /^\d+(\.\d{0,2})?$/;

/** The typed size as a number, or null when it is not a plain decimal. */
export function parseSize(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return MONEY_PATTERN.test(trimmed) ? Number(trimmed) : null;
}

/** Why a typed size cannot be sent, or null when it can; `freeMarginUsd` is the upper bound. */
export function sizeProblem(text: string, freeMarginUsd: number): string | null {
  const trimmed = text.trim();
  if (!trimmed) return texts.sizeRequired;
  if (trimmed.startsWith('-')) return texts.sizeNegative;
  const size = parseSize(trimmed);
  if (size === null) return texts.sizeNotNumber;
  if (size < COPY_SIZE_USD_MIN) return texts.sizeTooSmall(formatMoney(COPY_SIZE_USD_MIN));
  if (size > freeMarginUsd) return texts.sizeTooLarge(formatMoney(freeMarginUsd));
  return null;
}

/** The copy stop-loss as a whole percentage, or null when it is not one within the bounds. */
export function parseStopLossPct(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const pct = Number(text.trim());
  return pct >= COPY_STOP_LOSS_PCT_MIN && pct <= COPY_STOP_LOSS_PCT_MAX ? pct : null;
}

export const stopLossProblem = (text: string): string | null =>
  parseStopLossPct(text) === null
    ? texts.stopLossInvalid(COPY_STOP_LOSS_PCT_MIN, COPY_STOP_LOSS_PCT_MAX)
    : null;

/** The loss in USD at which the copy stops: that share of the size. */
export const stopLossUsdOf = (sizeUsd: number, pct: number): number => Math.round(sizeUsd * pct) / 100;

/** Why a comment's stars cannot be sent (0, 6, a fraction), or null. */
export const starProblem = (star: number): string | null =>
  Number.isInteger(star) && star >= COMMENT_STARS_MIN && star <= COMMENT_STARS_MAX
    ? null
    : tr.traders.comments.starRequired;

/** Why a comment's text cannot be sent (empty or blank, over 500 characters), or null. */
export function commentProblem(comment: string): string | null {
  if (!comment.trim()) return tr.traders.comments.textRequired;
  if (comment.length > COMMENT_LENGTH_MAX) return tr.traders.comments.textTooLong(COMMENT_LENGTH_MAX);
  return null;
}
