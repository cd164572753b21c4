// One test app for the enclosing describe block: built before its first test, closed after its
// last. The returned object stands for that app (every property is read from it when used), so
// tests write `t.send(...)` as with the app itself; using it outside a test fails loudly.

export function useDescribeApp<App extends { close(): Promise<void> }>(
  /** The app's name in the error a use outside the describe block raises, e.g. 'trading'. */
  name: string,
  build: () => Promise<App>,
  buildTimeoutMs: number,
): App {
  let current: App | null = null;
  beforeAll(async () => {
    current = await build();
  }, buildTimeoutMs);
  afterAll(async () => {
    await current?.close();
    current = null;
  });
  return new Proxy({} as App, {
    get(_target, key) {
      if (!current) throw new Error(`the ${name} app exists only while the describe block runs`);
      return Reflect.get(current, key) as unknown;
    },
  });
}
