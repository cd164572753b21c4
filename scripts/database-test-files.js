// Which server test files the PostgreSQL pass (`npm run test:pg`) has to run again. That pass only
// sets TEST_DATABASE_URL, so a file behaves differently there only when something it loads reads
// that variable (the test app's database helper, a test that opens PostgreSQL itself). The others
// (the engine's property tests, the lint rules, the contract's checks) would run the very same
// code a second time, which cost about a minute and a half of a CI run.
//
// Imports are read with TypeScript's own pre-processor, not a regular expression: jest's
// --findRelatedTests missed a file whose first comment mentions "/api/operator/*", which its
// comment stripper takes for the start of a block comment.
const { existsSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const MARKER = 'TEST_DATABASE_URL';
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.cjs', '/index.ts', '/index.js'];

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Relative imports, re-exports, require() and import() of one file, resolved to files. */
function localImports(file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((entry) => resolveImport(file, entry.fileName)).filter(Boolean);
}

/** Keeps each file's text and imports, so shared helpers are read once for all test files. */
function createReader() {
  const cache = new Map();
  return (file) => {
    let entry = cache.get(file);
    if (!entry) {
      const text = readFileSync(file, 'utf8');
      entry = { readsMarker: text.includes(MARKER), imports: localImports(file, text) };
      cache.set(file, entry);
    }
    return entry;
  };
}

/** Whether the file, or anything it loads through relative imports, reads TEST_DATABASE_URL. */
function reachesDatabaseUrl(testFile, read) {
  const seen = new Set([testFile]);
  const pending = [testFile];
  while (pending.length > 0) {
    const entry = read(pending.pop());
    if (entry.readsMarker) return true;
    for (const next of entry.imports) {
      if (!seen.has(next)) {
        seen.add(next);
        pending.push(next);
      }
    }
  }
  return false;
}

/** Splits absolute test file paths into those the PostgreSQL pass must run and the rest. */
function splitByDatabase(testFiles) {
  const read = createReader();
  const database = [];
  const other = [];
  for (const file of testFiles) (reachesDatabaseUrl(file, read) ? database : other).push(file);
  return { database, other };
}

module.exports = { splitByDatabase };
