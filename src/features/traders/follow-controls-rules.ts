// The follow dialog's copy risk controls (API.md "Copy trading risk controls"): the form's
// fields, their checks before any call (lots on the 0.01 grid, a whole number of open trades)
// and the payload part they become. Empty optional caps mean none and are not sent.
import {
  COPY_LOTS_MAX,
  COPY_OPEN_TRADES_MAX,
  type CopyMode,
  type FollowPayload,
  type FollowSettings,
} from '../../../contract/traders';
import { tr } from '../../i18n/tr-signed-in';

const texts = tr.traders.dialog.controls;

/** A lot figure: digits with at most two decimals. */
const LOTS_PATTERN = /^\d+(\.\d{1,2})?$/;
const COUNT_PATTERN = /^\d{1,3}$/;

export interface FollowControlsForm {
  mode: CopyMode;
  fixedLots: string;
  maxLotsPerTrade: string;
  maxOpenTrades: string;
  copyOpenTrades: boolean;
}

/** The whole follow dialog's fields: the size and stop-loss typed as text, then the controls. */
export interface FollowDialogForm extends FollowControlsForm {
  size: string;
  copyStopLossPct: string;
}

/** The typed lots, or null when they are not a positive figure on the 0.01 grid within bounds. */
export function parseLots(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!LOTS_PATTERN.test(trimmed)) return null;
  const lots = Number(trimmed);
  return lots > 0 && lots <= COPY_LOTS_MAX ? lots : null;
}

export function parseOpenTrades(text: string): number | null {
  const trimmed = text.trim();
  if (!COUNT_PATTERN.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 && count <= COPY_OPEN_TRADES_MAX ? count : null;
}

export const fixedLotsProblem = (text: string, mode: CopyMode): string | null => {
  if (mode !== 'fixed') return null;
  if (!text.trim()) return texts.lotsRequired;
  return parseLots(text) === null ? texts.lotsInvalid(COPY_LOTS_MAX) : null;
};

export const maxLotsProblem = (text: string): string | null =>
  text.trim() && parseLots(text) === null ? texts.lotsInvalid(COPY_LOTS_MAX) : null;

export const maxOpenProblem = (text: string): string | null =>
  text.trim() && parseOpenTrades(text) === null ? texts.maxOpenInvalid(COPY_OPEN_TRADES_MAX) : null;

/** The dialog's starting values: the copy's settings when editing, else proportional, no caps. */
export function controlsDefaults(follow: FollowSettings | null | undefined): FollowControlsForm {
  const lots = (value: number | null | undefined) => (value == null ? '' : value.toFixed(2));
  return {
    mode: follow?.mode ?? 'proportional',
    fixedLots: lots(follow?.fixedLots),
    maxLotsPerTrade: lots(follow?.maxLotsPerTrade),
    maxOpenTrades: follow?.maxOpenTrades == null ? '' : String(follow.maxOpenTrades),
    copyOpenTrades: false,
  };
}

type ControlsPayload = Pick<
  FollowPayload,
  'mode' | 'fixedLots' | 'maxLotsPerTrade' | 'maxOpenTrades' | 'copyOpenTrades'
>;

/** The payload part of checked controls; empty caps are left out. */
export function controlsPayload(form: FollowControlsForm): ControlsPayload {
  const fixedLots = form.mode === 'fixed' ? parseLots(form.fixedLots) : null;
  const maxLotsPerTrade = parseLots(form.maxLotsPerTrade);
  const maxOpenTrades = parseOpenTrades(form.maxOpenTrades);
  return {
    mode: form.mode,
    ...(fixedLots === null ? {} : { fixedLots }),
    ...(maxLotsPerTrade === null ? {} : { maxLotsPerTrade }),
    ...(maxOpenTrades === null ? {} : { maxOpenTrades }),
    ...(form.copyOpenTrades ? { copyOpenTrades: true } : {}),
  };
}
