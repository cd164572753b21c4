// What both import-boundary rule files need: where an import lands, judged from the repository
// root, and a visitor that sees every kind of import (import, export-from, import(), import types).
const path = require('node:path');

/** The repository root: this file lives in `<root>/eslint-rules/`. */
const ROOT = path.resolve(__dirname, '..');

/** A path relative to the repository root, with forward slashes. */
const fromRoot = (absolutePath) => path.relative(ROOT, absolutePath).split(path.sep).join('/');

/** Where a relative import lands, from the root; null for a package import. */
function targetOf(specifier, filename) {
  if (!specifier.startsWith('.')) return null;
  return fromRoot(path.resolve(path.dirname(filename), specifier));
}

/** Calls `check(specifier, node)` for every import, export-from and import() with a literal source. */
function onEveryImport(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source.value, node.source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
    TSImportType(node) {
      const literal = node.argument && node.argument.literal;
      if (literal && typeof literal.value === 'string') check(literal.value, literal);
    },
  };
}

module.exports = { fromRoot, targetOf, onEveryImport };
