// Instrumentation injected into the page before the app loads (as plain JavaScript, so no build
// helper can sneak in). It counts animation frames, collects long tasks, and times each change of
// the marker symbol's ask from the moment its frame was sent to the paint that shows it.
//
// "Painted" is taken as the first task after the rendering step that applied the change: the app
// commits prices inside an animation-frame callback, and a message posted from there is delivered
// only after that frame's style, layout and paint. A change made outside a frame waits for the
// next frame first.

export interface ProbeResult {
  durationMs: number;
  frames: number;
  longestFrameMs: number;
  longTasksMs: number[];
  latenciesMs: number[];
}

export function probeScript(markerSymbol: string, markerModuloMs: number): string {
  return `(() => {
  const MARKER = ${JSON.stringify(markerSymbol)};
  const MODULO = ${markerModuloMs};
  const raf = window.requestAnimationFrame.bind(window);
  const channel = new MessageChannel();
  const afterPaint = [];
  let frameOpen = false;
  channel.port1.onmessage = (event) => {
    if (event.data === 'frame-end') { frameOpen = false; return; }
    const callback = afterPaint.shift();
    if (callback) callback();
  };
  const whenPainted = (callback) => {
    const post = () => { afterPaint.push(callback); channel.port2.postMessage('measure'); };
    if (frameOpen) post(); else raf(post);
  };
  window.requestAnimationFrame = (callback) => raf((time) => {
    if (!frameOpen) { frameOpen = true; channel.port2.postMessage('frame-end'); }
    callback(time);
  });

  const bench = { running: false, startedAt: 0, frames: 0, lastFrameAt: 0, longestFrameMs: 0, longTasksMs: [], latenciesMs: [] };
  window.__bench = bench;
  const countFrame = (time) => {
    if (bench.running) {
      bench.frames += 1;
      if (bench.lastFrameAt) bench.longestFrameMs = Math.max(bench.longestFrameMs, time - bench.lastFrameAt);
      bench.lastFrameAt = time;
    }
    raf(countFrame);
  };
  raf(countFrame);
  new PerformanceObserver((list) => {
    if (!bench.running) return;
    for (const entry of list.getEntries()) bench.longTasksMs.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });

  const onMarkerChange = (cell) => {
    if (!bench.running) return;
    const stamp = Number(cell.textContent);
    if (!Number.isFinite(stamp)) return;
    const seenAt = Date.now();
    const sentAt = seenAt - (((seenAt - stamp) % MODULO) + MODULO) % MODULO;
    whenPainted(() => bench.latenciesMs.push(Date.now() - sentAt));
  };
  const watch = () => {
    const row = document.querySelector('li[data-symbol="' + MARKER + '"]');
    const cell = row && row.querySelector('[data-testid="ask"]');
    if (!cell) { setTimeout(watch, 50); return; }
    new MutationObserver(() => onMarkerChange(cell)).observe(cell, { subtree: true, childList: true, characterData: true });
  };
  watch();

  bench.start = () => {
    Object.assign(bench, { running: true, startedAt: performance.now(), frames: 0, lastFrameAt: 0, longestFrameMs: 0, longTasksMs: [], latenciesMs: [] });
  };
  bench.stop = () => {
    bench.running = false;
    return { durationMs: performance.now() - bench.startedAt, frames: bench.frames, longestFrameMs: bench.longestFrameMs, longTasksMs: bench.longTasksMs, latenciesMs: bench.latenciesMs };
  };
})();`;
}

/** The redux-persist record of the token slice, so the app starts signed in. */
export function signedInScript(token: string): string {
  const record = {
    token: JSON.stringify(token),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  };
  return `localStorage.setItem('userToken', ${JSON.stringify(JSON.stringify(record))});`;
}
