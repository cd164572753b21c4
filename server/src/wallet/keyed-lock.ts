// One decision at a time per transaction: a cancel, a 3-D Secure code and an operator's approve
// or reject of the same transaction run one after another, so the second finds the first's status
// and refuses, and money moves once. The money commands refuse nothing about a transaction's
// status (their row writer must not fail as a business check), so the check happens here, before
// them. The server is one writing process (the risk engine lives in it), so an in-process lock
// covers every writer; the status update also requires 'pending' as a last line of defence.

export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `work` after every earlier holder of `key` has finished. */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    const chained = previous.then(() => tail);
    this.tails.set(key, chained);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === chained) this.tails.delete(key);
    }
  }
}
