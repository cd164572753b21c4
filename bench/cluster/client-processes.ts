// The cluster bench's clients spread over processes of their own (socket-clients.cjs), so reading
// frames runs in none of the nodes' processes.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ClientsReport {
  messages: number;
  /** [symbol, bid, received at (ms since the epoch)] of the sampled clients' prices. */
  samples: [string, number, number][];
  cpuMicros: number;
  /** Clients whose socket closed after `mark()`, and each recovered one's ms to a price. */
  lost: number;
  recoveredMs: number[];
}

/**
 * Sockets per loopback address: half the server's per-address limit, so the reconnections after a
 * gateway's death fit beside the dead gateway's slots, which count until they lapse (15 s).
 */
const PER_ADDRESS = 100;
/** One client in this many records its prices' arrival (all of them count messages). */
const SAMPLE_EVERY = 50;

export class ClientProcesses {
  private readonly children: ChildProcess[];

  constructor(urls: string[], tokens: string[], processes: number) {
    const count = Math.max(1, Math.min(processes, tokens.length));
    const share = Math.ceil(tokens.length / count);
    this.children = Array.from({ length: count }, (_, index) =>
      fork(path.join(__dirname, 'socket-clients.cjs'), [], {
        env: {
          ...process.env,
          CLUSTER_CLIENTS: JSON.stringify({
            urls,
            tokens: tokens.slice(index * share, (index + 1) * share),
            firstIndex: index * share,
            perAddress: PER_ADDRESS,
            sampleEvery: SAMPLE_EVERY,
          }),
        },
      }),
    );
  }

  get pids(): number[] {
    return this.children.map((child) => child.pid ?? 0);
  }

  async ready(): Promise<void> {
    await Promise.all(this.children.map((child) => next(child, 'ready')));
  }

  reset(): void {
    for (const child of this.children) child.send('reset');
  }

  /** From now on, a closed socket counts as lost until its first price on another gateway. */
  mark(): void {
    for (const child of this.children) child.send('mark');
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
      samples: reports.flatMap((report) => report.samples),
      cpuMicros: reports.reduce((sum, report) => sum + report.cpuMicros, 0),
      lost: reports.reduce((sum, report) => sum + report.lost, 0),
      recoveredMs: reports.flatMap((report) => report.recoveredMs),
    };
  }

  close(): void {
    for (const child of this.children) if (child.connected) child.send('close');
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
    child.once('exit', onExit);
  });
}
