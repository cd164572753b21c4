// The server's import directions (docs/architecture.md, "Server rules"), held by lint as the SPA's
// are. Three rules:
// - engine/ is the pure risk engine: it imports nothing outside itself but contract/ and the
//   clock's type, so no I/O, no Fastify, no SQL, no timers can creep in;
// - http/ knows HTTP and the seams the composition owns (clock, config, db, domain errors,
//   sessions), never a domain: refusal tables and routes are handed to it by composeServer;
// - the server and the SPA never import each other; what both need lives in contract/;
// - a domain held to its own tables names no other domain's table in SQL (copy trading reads the
//   orders and the people through trading's and users' repositories).
// Relative imports are judged by where they land, as in import-boundaries.js.
const { fromRoot, targetOf, onEveryImport } = require('./import-paths');

const under = (rootPath, folder) => rootPath === folder || rootPath.startsWith(`${folder}/`);
const underAny = (rootPath, folders) => folders.some((folder) => under(rootPath, folder));

const ENGINE_MAY_IMPORT = ['server/src/engine', 'contract', 'server/src/clock'];

const enginePure = {
  meta: {
    type: 'problem',
    docs: { description: 'server/src/engine imports only itself, contract/ and the clock' },
    schema: [],
    messages: {
      outside:
        "'{{from}}' is the pure risk engine and must not import '{{target}}'. The engine takes what it " +
        'needs as arguments (a Clock, quotes, orders) and answers effects; I/O belongs to trading/.',
      package:
        "'{{from}}' is the pure risk engine and must not import the package '{{target}}': no I/O, no " +
        'Fastify, no SQL, no timers inside the engine.',
    },
  },
  create(context) {
    const from = fromRoot(context.filename);
    if (!under(from, 'server/src/engine')) return {};
    return onEveryImport((specifier, node) => {
      const target = targetOf(specifier, context.filename);
      if (target === null) context.report({ node, messageId: 'package', data: { from, target: specifier } });
      else if (!underAny(target, ENGINE_MAY_IMPORT))
        context.report({ node, messageId: 'outside', data: { from, target } });
    });
  },
};

const HTTP_MAY_IMPORT = [
  'server/src/http',
  'server/src/clock',
  'server/src/config',
  'server/src/db',
  'server/src/domain',
  'server/src/sessions',
  'contract',
];

const httpNoDomain = {
  meta: {
    type: 'problem',
    docs: { description: 'server/src/http imports no domain' },
    schema: [],
    messages: {
      domain:
        "'{{from}}' is in http/, which knows no domain, and must not import '{{target}}'. Let the " +
        "domain's part hand it over through composeServer (routes, refusal tables, install hooks).",
    },
  },
  create(context) {
    const from = fromRoot(context.filename);
    if (!under(from, 'server/src/http')) return {};
    return onEveryImport((specifier, node) => {
      const target = targetOf(specifier, context.filename);
      if (target !== null && !underAny(target, HTTP_MAY_IMPORT))
        context.report({ node, messageId: 'domain', data: { from, target } });
    });
  },
};

const serverAndSpaApart = {
  meta: {
    type: 'problem',
    docs: { description: 'The server and the SPA never import each other' },
    schema: [],
    messages: {
      apart:
        "'{{from}}' must not import '{{target}}': the server and the SPA never import each other. Put " +
        'what both need in contract/.',
    },
  },
  create(context) {
    const from = fromRoot(context.filename);
    const other = under(from, 'server') ? 'src' : under(from, 'src') ? 'server' : null;
    if (other === null) return {};
    return onEveryImport((specifier, node) => {
      const target = targetOf(specifier, context.filename);
      if (target !== null && under(target, other))
        context.report({ node, messageId: 'apart', data: { from, target } });
    });
  },
};

/** Tables and the folder of the domain that owns them (and alone may name them in SQL). */
const TABLE_OWNERS = { users: 'server/src/users', orders: 'server/src/trading' };
/** The domains held to their own tables so far; others still read users and orders directly. */
const HELD_TO_OWN_TABLES = ['server/src/copy-trading'];
const SQL_TABLE = new RegExp(
  `\\b(?:FROM|JOIN|UPDATE|INTO)\\s+(${Object.keys(TABLE_OWNERS).join('|')})\\b`,
  'g',
);

const ownTables = {
  meta: {
    type: 'problem',
    docs: { description: "A domain held to its own tables names no other domain's table in SQL" },
    schema: [],
    messages: {
      foreign:
        "'{{from}}' names the table '{{table}}' in SQL, which belongs to {{owner}}. Read or write it " +
        "through that domain's repository (export a function there) instead.",
    },
  },
  create(context) {
    const from = fromRoot(context.filename);
    if (!underAny(from, HELD_TO_OWN_TABLES)) return {};
    const check = (node, text) => {
      for (const match of text.matchAll(SQL_TABLE)) {
        const owner = TABLE_OWNERS[match[1]];
        if (!under(from, owner))
          context.report({ node, messageId: 'foreign', data: { from, table: match[1], owner } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' '));
      },
    };
  },
};

const plugin = {
  meta: { name: 'server-boundaries' },
  rules: {
    'engine-pure': enginePure,
    'http-no-domain': httpNoDomain,
    'server-and-spa-apart': serverAndSpaApart,
    'own-tables': ownTables,
  },
};

/** The flat-config block that turns the rules on, shared by eslint.config.mjs and the rules' test. */
const serverBoundariesConfig = {
  files: ['server/src/**/*.ts', 'src/**/*.{ts,tsx}'],
  plugins: { 'server-boundaries': plugin },
  rules: {
    'server-boundaries/engine-pure': 'error',
    'server-boundaries/http-no-domain': 'error',
    'server-boundaries/server-and-spa-apart': 'error',
    'server-boundaries/own-tables': 'error',
  },
};

module.exports = { plugin, serverBoundariesConfig };
