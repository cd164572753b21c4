// The order ticket's own state (side, amount text, the three optional price fields), kept in the
// component with useReducer: it is one form's draft, not app state. A price field that is on but
// not edited has no text of its own: it shows and sends the live price, so it "follows the live
// price until the user edits it" (SPEC.md section 4) without any effect or timer.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderPayload, OrderSide } from '../../../contract/entities';
import { formatPrice } from '../../lib/format-number';
import { stepPrice } from '../../lib/price-step';
import {
  clampAmountOnBlur,
  formatLots,
  sanitizeAmountInput,
  stepAmountDown,
  stepAmountUp,
} from '../../lib/sanitize-amount';
import { finishPriceOnBlur, parsePrice, sanitizePriceInput } from '../../lib/sanitize-price';

export const PRICE_FIELDS = ['marketLimit', 'stopLoss', 'takeProfit'] as const;
export type PriceFieldName = (typeof PRICE_FIELDS)[number];

export interface PriceFieldState {
  on: boolean;
  /** True once the user typed or stepped: the field stops following the live price. */
  edited: boolean;
  /** The user's text; meaningful only when edited. */
  text: string;
}

export interface TicketState {
  side: OrderSide;
  amountText: string;
  fields: Record<PriceFieldName, PriceFieldState>;
}

/** Lot bounds of the symbol the ticket is for. */
export interface LotBounds {
  min: number;
  max: number;
}

const OFF: PriceFieldState = { on: false, edited: false, text: '' };
const allOff = (): Record<PriceFieldName, PriceFieldState> => ({
  marketLimit: OFF,
  stopLoss: OFF,
  takeProfit: OFF,
});

export function initialTicketState(side: OrderSide, bounds: LotBounds): TicketState {
  return { side, amountText: formatLots(bounds.min), fields: allOff() };
}

const ticketSlice = createSlice({
  name: 'orderTicket',
  initialState: initialTicketState('Buy', { min: 0.01, max: 25 }),
  reducers: {
    /** Switching sides resets the three optional fields (SPEC.md section 4). */
    sideChosen: (state, action: PayloadAction<OrderSide>) => {
      if (state.side === action.payload) return;
      state.side = action.payload;
      state.fields = allOff();
    },
    amountTyped: (state, action: PayloadAction<{ raw: string; bounds: LotBounds }>) => {
      state.amountText = sanitizeAmountInput(action.payload.raw, action.payload.bounds.max);
    },
    amountBlurred: (state, action: PayloadAction<LotBounds>) => {
      state.amountText = clampAmountOnBlur(state.amountText, action.payload.min, action.payload.max);
    },
    amountStepped: (state, action: PayloadAction<{ direction: 1 | -1; bounds: LotBounds }>) => {
      const { direction, bounds } = action.payload;
      state.amountText =
        direction === 1
          ? stepAmountUp(state.amountText, bounds.min, bounds.max)
          : stepAmountDown(state.amountText, bounds.min);
    },
    amountSlid: (state, action: PayloadAction<number>) => {
      state.amountText = formatLots(action.payload);
    },
    /**
     * A placed order clears the three price fields, so a second tap cannot repeat the trade with
     * stale levels (issue 22, item 9); side and amount stay for a quick repeat.
     */
    orderPlaced: (state) => {
      state.fields = allOff();
    },
    /** On: follow the live price. Off: the field is null again. */
    fieldToggled: (state, action: PayloadAction<{ field: PriceFieldName; on: boolean }>) => {
      state.fields[action.payload.field] = { ...OFF, on: action.payload.on };
    },
    fieldTyped: (state, action: PayloadAction<{ field: PriceFieldName; raw: string }>) => {
      state.fields[action.payload.field] = {
        on: true,
        edited: true,
        text: sanitizePriceInput(action.payload.raw),
      };
    },
    fieldBlurred: (state, action: PayloadAction<PriceFieldName>) => {
      const field = state.fields[action.payload];
      if (field.edited) field.text = finishPriceOnBlur(field.text);
    },
    /** `shown` is what the field showed when stepped (the live price if it was following). */
    fieldStepped: (
      state,
      action: PayloadAction<{ field: PriceFieldName; direction: 1 | -1; shown: string }>,
    ) => {
      const { field, direction, shown } = action.payload;
      state.fields[field] = { on: true, edited: true, text: stepPrice(shown, direction) };
    },
  },
});

export const ticketReducer = ticketSlice.reducer;
export const ticketActions = ticketSlice.actions;
export type TicketAction = Parameters<typeof ticketReducer>[1];

/** The live price a side's fields start from and follow: ask for Buy, bid for Sell (docs/decisions.md). */
export const followedPrice = (
  side: OrderSide,
  quote: { ask: number; bid: number } | undefined,
): number | null => (quote ? (side === 'Buy' ? quote.ask : quote.bid) : null);

/** What a price field shows: '' when off, the user's text once edited, else the live price. */
export function shownFieldText(field: PriceFieldState, livePrice: number | null, digits?: number): string {
  if (!field.on) return '';
  if (field.edited) return field.text;
  return livePrice === null ? '' : formatPrice(livePrice, digits);
}

/** What a price field sends: null when off (SPEC.md section 5), the live price while following. */
export function sentFieldValue(field: PriceFieldState, livePrice: number | null): number | null {
  if (!field.on) return null;
  return field.edited ? parsePrice(field.text) : livePrice;
}

/** The first field that is on but has no positive price to send, if any. */
export function firstUnpricedField(state: TicketState, livePrice: number | null): PriceFieldName | undefined {
  return PRICE_FIELDS.find((name) => {
    const value = sentFieldValue(state.fields[name], livePrice);
    return state.fields[name].on && (value === null || value <= 0);
  });
}

/** The body of POST /api/orders for a checked amount. */
export function orderPayloadOf(
  symbol: string,
  state: TicketState,
  lots: number,
  livePrice: number | null,
): OrderPayload {
  return {
    symbol,
    type: state.side,
    amount: lots,
    marketLimit: sentFieldValue(state.fields.marketLimit, livePrice),
    stopLoss: sentFieldValue(state.fields.stopLoss, livePrice),
    takeProfit: sentFieldValue(state.fields.takeProfit, livePrice),
  };
}
