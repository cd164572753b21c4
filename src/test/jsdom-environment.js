// jsdom lacks the fetch API; RTK Query needs it. Borrow Node's own classes so tests can fake the
// network at the fetch boundary (src/test/fake-api.ts) instead of mocking modules.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'AbortController',
      'AbortSignal',
      'structuredClone',
    ];
    for (const name of names) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
