// A CPU profile of this thread (the server's: the clients run in another process) over a window
// the bench chooses, through the inspector, so the registration before it and the raw-transaction
// loop after it stay out of the profile.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

export interface ServerProfile {
  /** Stops profiling and writes the profile (nothing when no file was named). */
  stop(): Promise<void>;
}

/** Starts profiling when `file` names where to write the profile; else a profile that does nothing. */
export async function startServerProfile(file: string | null): Promise<ServerProfile> {
  if (file === null) return { stop: async () => undefined };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 200 µs: fine enough for a path that costs well under a millisecond per order.
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
