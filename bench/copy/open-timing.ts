// The copy benchmark's stopwatch, kept out of the mirror: it wraps the trading service the mirror
// calls. A mirrored open starts with the trader's figures (for the trader's equity), then sizes
// every copy and hands trading one batch, whose `decided` callback marks the engine's decision;
// the batch's end is the write of every copy. So "decide" runs from the figures call to that
// callback (choosing and sizing the copies, and the engine's batch) and "persist" from there on.
import { performance } from 'node:perf_hooks';
import type { TradingService } from '../../server/src/trading/trading-service';
import { threadCpuMs } from './thread-cpu';

/** How long the last mirrored open took: deciding every copy, and writing them all. */
export interface OpenTiming {
  copies: number;
  decideMs: number;
  /** This thread's CPU time over the same span (thread-cpu.ts): wall time on a busy machine includes waiting. */
  decideCpuMs: number;
  persistMs: number;
}

/** Times each batch open that follows a figures call for `traderAccountId`; `last()` reads the latest. */
export function timeCopyOpens(
  service: TradingService,
  traderAccountId: string,
): { last(): OpenTiming | null } {
  let startedMs = 0;
  let startedCpuMs = 0;
  let last: OpenTiming | null = null;
  const figures = service.figures.bind(service);
  const openBatch = service.openBatch.bind(service);
  service.figures = (accountId) => {
    if (accountId === traderAccountId) {
      startedMs = performance.now();
      startedCpuMs = threadCpuMs();
    }
    return figures(accountId);
  };
  service.openBatch = async (batch, write, decided) => {
    let decidedMs = 0;
    let decideCpuMs = 0;
    const outcomes = await openBatch(batch, write, () => {
      decidedMs = performance.now();
      decideCpuMs = threadCpuMs() - startedCpuMs;
      decided?.();
    });
    last = {
      copies: batch.orders.length,
      decideMs: decidedMs - startedMs,
      decideCpuMs,
      persistMs: performance.now() - decidedMs,
    };
    return outcomes;
  };
  return { last: () => last };
}
