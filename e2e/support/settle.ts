// Waits until a page has arrived before it is checked, instead of a fixed pause: its own HTTP
// calls answered, its fonts loaded, every finite animation and transition ended, nothing marked
// busy, and the DOM unchanged for two animation frames. A fixed pause was either too short on a
// busy machine (a half-faded dialog, a list still loading) or wasted on a quiet one.
import type { Page, Request } from 'playwright-core';

const POLL_MS = 25;
/** After the page's last call answers, at least this long for what it draws to come to rest. */
const AFTER_CALLS_MS = 1_000;

/** What a settle wait found: whether every condition held, and what was still going if not. */
export interface Settled {
  ok: boolean;
  waitedMs: number;
  pending: string[];
}

export interface PageSettler {
  /**
   * Resolves once the page is quiet, or after `timeoutMs` with what was still going; while the
   * page's own calls are out it waits up to `callTimeoutMs` (a loaded server answers slowly, and
   * a page checked before its data arrives is checked empty).
   */
  settle(timeoutMs: number, callTimeoutMs?: number): Promise<Settled>;
}

/**
 * Counts the page's HTTP requests in flight from the moment it is called; the socket (a
 * WebSocket, which is no request here) keeps streaming prices and is not waited for.
 */
export function settlerFor(page: Page): PageSettler {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    async settle(timeoutMs, callTimeoutMs = timeoutMs) {
      const started = Date.now();
      const callDeadline = started + Math.max(callTimeoutMs, timeoutMs);
      let deadline = started + timeoutMs;
      let pending: string[] = [];
      while (Date.now() < deadline) {
        pending = [...inFlight].map((request) => `request ${request.method()} ${request.url()}`);
        if (pending.length > 0) {
          deadline = Math.min(Math.max(deadline, Date.now() + AFTER_CALLS_MS), callDeadline);
        } else {
          pending = await page
            .evaluate(quietInPage, Math.max(deadline - Date.now(), 0))
            // The page navigated while it was asked (a redirect): ask the new one.
            .catch(() => ['navigating']);
          // A request the quiet DOM started (a lazy chunk, a query) sends us round again.
          if (pending.length === 0 && inFlight.size === 0)
            return { ok: true, waitedMs: Date.now() - started, pending };
        }
        await page.waitForTimeout(POLL_MS);
      }
      return { ok: false, waitedMs: Date.now() - started, pending };
    },
  };
}

/**
 * Runs in the page: waits for fonts and finite animations, then answers what is still going (an
 * empty list when nothing is). Infinite animations (a button's spinner) never finish and are left
 * alone; aria-busy marks what is still loading.
 */
async function quietInPage(withinMs: number): Promise<string[]> {
  const deadline = performance.now() + withinMs;
  const timeLeft = () =>
    new Promise<void>((resolve) => setTimeout(resolve, Math.max(deadline - performance.now(), 0)));
  const finite = (animation: Animation) => animation.effect?.getComputedTiming().endTime !== Infinity;
  const running = () =>
    document.getAnimations().filter((animation) => animation.playState !== 'finished' && finite(animation));
  await Promise.race([document.fonts.ready, timeLeft()]);
  await Promise.race([
    Promise.all(running().map((animation) => animation.finished.catch(() => null))),
    timeLeft(),
  ]);
  const changed = await new Promise<boolean>((resolve) => {
    let mutated = false;
    const observer = new MutationObserver(() => {
      mutated = true;
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        observer.disconnect();
        resolve(mutated);
      }),
    );
  });
  const pending: string[] = [];
  if (document.fonts.status !== 'loaded') pending.push('fonts');
  const animations = running();
  if (animations.length > 0) pending.push(`${animations.length} animations`);
  if (document.querySelector('[aria-busy="true"]')) pending.push('aria-busy');
  if (changed) pending.push('DOM changing');
  return pending;
}
