// The risk engine: a plain class fed commands and ticks (the shape of exchange-core's RiskEngine).
// Commands return named refusals or effects; ticks return effects; live figures are drained.
import type { OrderPayload, StopTakeUpdate } from '../../../contract/entities';
import type {
  AccountFigures,
  AccountState,
  Clock,
  EngineEffect,
  EngineResult,
  Instrument,
  PositionState,
  PositionView,
  Tick,
} from './engine-types';

export interface RiskEngineOptions {
  instruments: readonly Instrument[];
  clock: Clock;
  /** Market hours (engine/market-hours.ts isOpen bound to the catalogue, or a stub in tests). */
  isMarketOpen: (symbol: string, nowMs: number) => boolean;
  /** New order ids, for new orders and for the closed piece of a partial close. */
  newOrderId: () => string;
  /** The last rollover already charged; swap starts after it. Defaults to the clock's now. */
  rolloverChargedUntilMs?: number;
}

const notYet = (): never => {
  throw new Error('not implemented yet');
};

export class RiskEngine {
  constructor(private readonly options: RiskEngineOptions) {}

  loadAccount(_state: AccountState): void {
    notYet();
  }
  loadPosition(_state: PositionState): void {
    notYet();
  }
  openAccount(_userId: string): EngineResult<AccountFigures> {
    return notYet();
  }
  deposit(_userId: string, _amountCents: number): EngineResult<AccountFigures> {
    return notYet();
  }
  withdraw(_userId: string, _amountCents: number): EngineResult<AccountFigures> {
    return notYet();
  }
  primeQuote(_tick: Tick): void {
    notYet();
  }
  applyTick(_tick: Tick): EngineEffect[] {
    return notYet();
  }
  rollover(_nowMs: number): EngineEffect[] {
    return notYet();
  }
  placeOrder(_userId: string, _payload: OrderPayload): EngineResult<PositionState> {
    return notYet();
  }
  openMarket(_userId: string, _payload: OrderPayload): EngineResult<PositionState> {
    return notYet();
  }
  placePending(_userId: string, _payload: OrderPayload): EngineResult<PositionState> {
    return notYet();
  }
  cancelPending(_userId: string, _id: string): EngineResult<null> {
    return notYet();
  }
  close(_userId: string, _id: string, _lots?: number): EngineResult<null> {
    return notYet();
  }
  modify(_userId: string, _id: string, _update: StopTakeUpdate): EngineResult<null> {
    return notYet();
  }
  drainUpdates(): EngineEffect[] {
    return notYet();
  }
  account(_userId: string): AccountFigures | null {
    return notYet();
  }
  position(_id: string): PositionView | null {
    return notYet();
  }
  positionsOf(_userId: string): PositionView[] {
    return notYet();
  }
  quote(_symbol: string): Tick | null {
    return notYet();
  }
}
