import type { Config } from 'jest';

type SwcSyntax = 'typescript' | 'tsx' | 'ecmascript';

/**
 * The one transform of every jest run (unit, e2e, cluster): swc, which strips types and rewrites
 * modules in native code. ts-jest (isolatedModules) loaded the TypeScript compiler in each worker
 * and compiled each file with it: on CI's empty cache that was most of the unit run's CPU
 * (docs/testing.md). Types are checked by `npm run typecheck`, as before. @swc/jest hoists
 * jest.mock() calls above the imports, as ts-jest did.
 */
export function swcTransform(syntax: SwcSyntax): [string, Record<string, unknown>] {
  const parser =
    syntax === 'ecmascript' ? { syntax: 'ecmascript' } : { syntax: 'typescript', tsx: syntax === 'tsx' };
  return [
    '@swc/jest',
    {
      jsc: {
        parser,
        // tsconfig.base.json's target: class fields keep their define semantics.
        target: 'es2022',
        transform: { react: { runtime: 'automatic' }, useDefineForClassFields: true },
      },
      module: { type: 'commonjs' },
      // A separate map, as ts-jest gave: @swc/jest's default inlines it into the code, which every
      // test file then loads and jest decodes again.
      sourceMaps: true,
    },
  ];
}

/** TypeScript (.ts) and TSX (.tsx) files, each with its own parser: `<T>(x) => x` differs. */
export const typescriptTransform: Config['transform'] = {
  '^.+\\.ts$': swcTransform('typescript'),
  '^.+\\.tsx$': swcTransform('tsx'),
};
