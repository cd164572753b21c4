// The fan-out bench's socket clients, spread over one or more processes of their own
// (socket-clients.cjs), so that reading the frames runs neither in the server's processes nor, with
// several, on one core: on a loaded 2-core machine one process reading every frame can be what
// holds the frames back, and its queue would then count as the server's latency.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ClientsReport {
  messages: number;
  frames: number;
  /** Pairs: the latency symbol's bid received, and when (ms since the epoch). */
  samples: number[];
  cpuMicros: number;
}

export interface ClientsSettings {
  url: string;
  clients: number;
  processes: number;
  latencySymbol: string;
  connectBatch: number;
  sampleEvery: number;
}

export class ClientProcesses {
  private readonly children: ChildProcess[];

  constructor(settings: ClientsSettings) {
    const processes = Math.max(1, Math.min(settings.processes, settings.clients));
    const share = Math.ceil(settings.clients / processes);
    this.children = Array.from({ length: processes }, (_, index) => {
      const from = index * share;
      const child = fork(path.join(__dirname, 'socket-clients.cjs'), [], {
        env: {
          ...process.env,
          FANOUT_CLIENTS: JSON.stringify({
            url: settings.url,
            from,
            count: Math.max(0, Math.min(share, settings.clients - from)),
            latencySymbol: settings.latencySymbol,
            connectBatch: settings.connectBatch,
            sampleEvery: settings.sampleEvery,
          }),
        },
      });
      child.on('message', (message: { type: string; message?: string }) => {
        if (message.type === 'error') console.error('client error:', message.message);
      });
      return child;
    });
  }

  /** Resolves once every client holds its snapshot. */
  async ready(): Promise<void> {
    await Promise.all(this.children.map((child) => next(child, 'ready')));
  }

  /** Starts counting from zero (after the connections' snapshots). */
  reset(): void {
    for (const child of this.children) child.send('reset');
  }

  async report(): Promise<ClientsReport> {
    const reports = await Promise.all(
      this.children.map((child) => {
        const reported = next<ClientsReport>(child, 'report');
        child.send('report');
        return reported;
      }),
    );
    return {
      messages: reports.reduce((sum, report) => sum + report.messages, 0),
      frames: reports.reduce((sum, report) => sum + report.frames, 0),
      samples: reports.flatMap((report) => report.samples),
      cpuMicros: reports.reduce((sum, report) => sum + report.cpuMicros, 0),
    };
  }

  close(): void {
    for (const child of this.children) child.send('close');
  }
}

function next<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`a clients' process exited (${code}) awaiting ${type}`));
    const listener = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', listener);
      child.off('exit', onExit);
      resolve(message as T);
    };
    child.on('message', listener);
    // Clients that die (out of memory, a crash) end the run instead of leaving it waiting.
    child.once('exit', onExit);
  });
}
