// Reads the page's main-thread tasks from a Chrome trace (category 'toplevel'). Each task has its
// wall time and its CPU time: on a busy machine the OS can park the renderer in the middle of a
// 5 ms task and the page reports a 60 ms "long task"; the CPU time tells the two apart.
export interface MainThreadTask {
  wallMs: number;
  cpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const RENDERER_MAIN_THREAD = 'CrRendererMain';
const TASK_EVENT = 'ThreadControllerImpl::RunTask';
const MICROSECONDS_PER_MS = 1000;

export function mainThreadTasks(traceJson: string): MainThreadTask[] {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set<string>();
  for (const event of events) {
    if (event.name === 'thread_name' && event.args?.name === RENDERER_MAIN_THREAD) {
      mainThreads.add(`${event.pid}:${event.tid}`);
    }
  }
  return events
    .filter(
      (event) =>
        event.ph === 'X' && event.name === TASK_EVENT && mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .map((event) => ({
      wallMs: (event.dur ?? 0) / MICROSECONDS_PER_MS,
      cpuMs: (event.tdur ?? event.dur ?? 0) / MICROSECONDS_PER_MS,
    }));
}
