// Where the cluster pass finds its services, and a fresh cluster name per test so runs (and tests)
// never see each other's subjects.
import { randomBytes } from 'node:crypto';

export const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
export const DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export function freshClusterName(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
