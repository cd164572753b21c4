import os from 'node:os';
import type { Config } from 'jest';
import { swcTransform, typescriptTransform } from './jest.transform';

// Two projects share one run: the SPA in jsdom and the server (plus the shared contract and the lint
// rules) in node. swc compiles the test code (jest.transform.ts); `npm run typecheck` checks types.

/**
 * CI runs on a machine of its own, so every core gets a worker (two on our 2-core machines): a
 * second worker costs about 7% more CPU (each loads jsdom, React and the server again) and leaves
 * no core idle. A developer's machine is shared with other work, where a second worker was once
 * measured slower than one (docs/engine.md): there jest keeps its default of one core less than the
 * machine has. JEST_WORKERS overrides both.
 */
function workers(): Pick<Config, 'maxWorkers'> {
  const asked = Number(process.env.JEST_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return { maxWorkers: asked };
  const ci = process.env.CI;
  return ci && ci !== 'false' && ci !== '0' ? { maxWorkers: os.availableParallelism() } : {};
}

const config: Config = {
  ...workers(),
  // Jest reads testTimeout from the top level only (the web project's own is ignored): the screen
  // tests' waits are on conditions, so room on a busy machine is safe for both projects.
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/src/test/jsdom-environment.js',
      // A screen test that walks several steps takes over jest's 5 s default when every core is
      // busy (seen: the /trade ticket test at 5.1 s); its waits are on conditions, so room is safe.
      testTimeout: 20_000,
      roots: ['<rootDir>/src'],
      transform: {
        ...typescriptTransform,
        // Swiper ships ES modules only (.mjs); jest runs CommonJS, so they are compiled too.
        '/node_modules/swiper/.+\\.mjs$': swcTransform('ecmascript'),
      },
      setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
      moduleNameMapper: {
        '\\.(css|png|svg|jpg|webp)$': '<rootDir>/src/test/file-stub.ts',
        '^swiper/css(/.*)?$': '<rootDir>/src/test/file-stub.ts',
        // The browser build, as webpack bundles it: the Node build renders global styles only on
        // the server, so under jsdom createGlobalStyle would inject nothing.
        '^styled-components$':
          '<rootDir>/node_modules/styled-components/dist/styled-components.browser.cjs.js',
      },
      transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      // eslint-rules holds the SPA's import-boundary lint rules and their test, which needs node.
      roots: ['<rootDir>/server/test', '<rootDir>/contract', '<rootDir>/eslint-rules'],
      // Under `npm run test:pg`, this worker's own database (scripts/worker-databases.js).
      setupFiles: ['<rootDir>/server/test/helpers/worker-database-url.ts'],
      // The cheapest argon2id cost for test setup; users/password-cost.test.ts holds production's.
      setupFilesAfterEnv: ['<rootDir>/server/test/helpers/fast-password-hash.ts'],
      // PGlite's CommonJS build uses import(), which jest's vm cannot run without a node flag.
      transform: {
        ...typescriptTransform,
        '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/server/test/helpers/dynamic-import-transform.cjs',
      },
      transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
    },
  ],
};

export default config;
