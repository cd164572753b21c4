// Where an element comes to rest: its box once no finite animation or transition runs on it or on
// any element around it, and the box is the same two animation frames apart. A fixed pause before
// measuring (800 ms for a toast's slide-in) depends on the machine: with a second worker's server
// and pages on the same cores, the slide can still be moving when the pause ends.
import type { Locator } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box at rest; throws if it is still moving after `timeoutMs`. */
export async function restingBox(locator: Locator, timeoutMs: number): Promise<Box> {
  const box = await locator.evaluate(boxAtRestInPage, timeoutMs);
  if (!box) throw new Error(`the element was still moving after ${timeoutMs} ms`);
  return box;
}

/** Runs in the page; null when the deadline passes first. */
async function boxAtRestInPage(element: Element, withinMs: number): Promise<Box | null> {
  const deadline = performance.now() + withinMs;
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const timeLeft = () =>
    new Promise<void>((resolve) => setTimeout(resolve, Math.max(deadline - performance.now(), 0)));
  const running = () => {
    const found: Animation[] = [];
    for (let at: Element | null = element; at; at = at.parentElement) found.push(...at.getAnimations());
    return found.filter(
      (animation) =>
        animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity,
    );
  };
  const boxNow = (): Box => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  };
  while (performance.now() < deadline) {
    await Promise.race([
      Promise.all(running().map((animation) => animation.finished.catch(() => null))),
      timeLeft(),
    ]);
    const before = boxNow();
    await frame();
    await frame();
    const after = boxNow();
    if (running().length === 0 && JSON.stringify(before) === JSON.stringify(after)) return after;
  }
  return null;
}
