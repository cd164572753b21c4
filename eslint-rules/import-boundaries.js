// The SPA's import directions (docs/architecture.md, "The SPA: folders and import rules"). Code
// flows one way: shared code (lib, ui, api, socket) → features → app. A feature reaches another
// only through that feature's public entry, `src/features/<name>/index.ts`, which exports on
// purpose what others may use, and never one that reaches back to it: features import each other
// without cycles, so a page that composes several features lives in a feature of its own (as the
// dashboard and /trade do). Tests and shared test helpers are exempt; the config says which.
// Each relative import is resolved against the importing file's path, so `../../features/x` and
// `../x` are judged by where they land, not by how they are spelled.
const { fromRoot, targetOf, onEveryImport } = require('./import-paths');
const { featureGraph, pathBetween } = require('./feature-graph');

const SHARED_FOLDERS = ['lib', 'ui', 'api', 'socket'];
const ENTRY_NAMES = new Set(['', 'index', 'index.ts', 'index.tsx']);
const SERVER_TEXTS = 'contract/server-texts';

/** `src/features/<name>/<rest>` → { name, rest }, or null outside the features folder. */
function featureOf(rootPath) {
  const match = /^src\/features\/([^/]+)(?:\/(.*))?$/.exec(rootPath);
  return match ? { name: match[1], rest: match[2] ?? '' } : null;
}

const sharedImportsNoFeature = {
  meta: {
    type: 'problem',
    docs: { description: 'src/lib, src/ui, src/api and src/socket import no feature and not src/app' },
    schema: [],
    messages: {
      feature:
        "'{{from}}' is shared code and must not import the feature file '{{target}}'. Move what it needs into " +
        'src/lib or src/ui, or let src/app inject it (for instance through the store).',
      app:
        "'{{from}}' is shared code and must not import '{{target}}' from src/app: the app composes shared " +
        'code, not the other way round. Pass what it needs in as an argument.',
    },
  },
  create(context) {
    const from = fromRoot(context.filename);
    const folder = /^src\/([^/]+)\//.exec(from);
    if (!folder || !SHARED_FOLDERS.includes(folder[1])) return {};
    return onEveryImport((specifier, node) => {
      const target = targetOf(specifier, context.filename);
      if (!target) return;
      if (featureOf(target)) context.report({ node, messageId: 'feature', data: { from, target } });
      else if (target === 'src/app' || target.startsWith('src/app/'))
        context.report({ node, messageId: 'app', data: { from, target } });
    });
  },
};

const featurePublicEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports another feature only through its public entry (index.ts)' },
    schema: [],
    messages: {
      internal:
        "The feature '{{from}}' imports '{{target}}', an internal file of the feature '{{other}}'. Import it " +
        "from 'src/features/{{other}}' (its index.ts) instead, and export it there if it is meant for others.",
    },
  },
  create(context) {
    const own = featureOf(fromRoot(context.filename));
    if (!own) return {};
    return onEveryImport((specifier, node) => {
      const target = targetOf(specifier, context.filename);
      const other = target && featureOf(target);
      if (!other || other.name === own.name || ENTRY_NAMES.has(other.rest)) return;
      context.report({ node, messageId: 'internal', data: { from: own.name, target, other: other.name } });
    });
  },
};

const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other without cycles' },
    schema: [],
    messages: {
      cycle:
        "The feature '{{from}}' imports '{{other}}', which already reaches back to it: {{cycle}}. Features " +
        'import each other one way only. Move the page or widget that composes both into a feature of its ' +
        'own (as src/features/dashboard and src/features/trade are), or move the shared piece down into ' +
        'src/lib, src/ui, src/api or src/socket.',
    },
  },
  create(context) {
    const own = featureOf(fromRoot(context.filename));
    if (!own) return {};
    return onEveryImport((specifier, node) => {
      const target = targetOf(specifier, context.filename);
      const other = target && featureOf(target);
      if (!other || other.name === own.name) return;
      const back = pathBetween(featureGraph(), other.name, own.name);
      if (back)
        context.report({
          node,
          messageId: 'cycle',
          data: { from: own.name, other: other.name, cycle: [own.name, ...back].join(' → ') },
        });
    });
  },
};

const noServerTexts = {
  meta: {
    type: 'problem',
    docs: { description: 'The SPA does not import the server texts catalogue outside tests' },
    schema: [],
    messages: {
      serverTexts:
        "'{{from}}' imports contract/server-texts, the server's catalogue of texts. The SPA shows what the " +
        'server sends, or its own texts from src/i18n/tr.ts; only tests may use the catalogue, as fixtures.',
    },
  },
  create(context) {
    const from = fromRoot(context.filename);
    return onEveryImport((specifier, node) => {
      const target = targetOf(specifier, context.filename);
      if (target && target.replace(/\.(ts|js)$/, '') === SERVER_TEXTS)
        context.report({ node, messageId: 'serverTexts', data: { from } });
    });
  },
};

const plugin = {
  meta: { name: 'import-boundaries' },
  rules: {
    'shared-imports-no-feature': sharedImportsNoFeature,
    'feature-public-entry': featurePublicEntry,
    'no-feature-cycle': noFeatureCycle,
    'no-server-texts': noServerTexts,
  },
};

/** Tests and shared test helpers may reach any file: they set up screens across features. */
const TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'src/test/**',
  'src/features/*/test/**',
  'src/features/*/testing/**',
];

/** The flat-config block that turns the rules on, shared by eslint.config.mjs and the rule's test. */
const boundariesConfig = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: TEST_FILES,
  plugins: { boundaries: plugin },
  rules: {
    'boundaries/shared-imports-no-feature': 'error',
    'boundaries/feature-public-entry': 'error',
    'boundaries/no-feature-cycle': 'error',
    'boundaries/no-server-texts': 'error',
  },
};

module.exports = { plugin, boundariesConfig };
