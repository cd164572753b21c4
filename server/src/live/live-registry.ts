// What the domains register with the live hub, apart from what they publish: the preparers run
// before a socket is admitted, the contributors of each connect snapshot's personal part, the tasks
// run before each flush (trading drains the engine's figures) and the listeners told when a channel
// gains its first socket or loses its last. The hub (and the fan-out hub, which is one) inherits it.
import type { LiveMessage } from '../../../contract/live';
import type { SnapshotContributor, SnapshotPreparer, WatchListener } from './live-ports';

export class LiveRegistry {
  private readonly preparers: SnapshotPreparer[] = [];
  private readonly contributors: SnapshotContributor[] = [];
  private readonly beforeFlushTasks: (() => void)[] = [];
  private readonly watchListeners: WatchListener[] = [];

  addPreparer(preparer: SnapshotPreparer): void {
    this.preparers.push(preparer);
  }

  addSnapshotContributor(contributor: SnapshotContributor): void {
    this.contributors.push(contributor);
  }

  addBeforeFlush(task: () => void): void {
    this.beforeFlushTasks.push(task);
  }

  addWatchListener(listener: WatchListener): void {
    this.watchListeners.push(listener);
  }

  /** Runs every domain's preparer for a user about to connect (a failure refuses the socket). */
  async prepare(channels: readonly string[]): Promise<void> {
    for (const preparer of this.preparers) await preparer(channels);
  }

  protected notifyWatch(channel: string, watched: boolean): void {
    for (const listener of this.watchListeners) listener(channel, watched);
  }

  /** The domains' tasks that must run before a flush (trading drains the engine's figures). */
  protected runBeforeFlushTasks(): void {
    for (const task of this.beforeFlushTasks) task();
  }

  /** Every domain's personal part of a connect snapshot for these channels. */
  protected personalSnapshot(channels: readonly string[]): LiveMessage[] {
    return this.contributors.flatMap((contributor) => contributor(channels));
  }
}
