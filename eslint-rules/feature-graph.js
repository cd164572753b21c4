// Which feature imports which, read from the source tree: the graph the feature-cycle rule checks
// an import against. A file's imports are found with a light scan of its import, export-from and
// import() specifiers (comments stripped), resolved as the other rules resolve them, so a new
// import closes a cycle in the rule's eyes exactly when it does in the tree. Tests and test helpers
// are left out, as the boundaries config leaves them out. The graph is cached per tree state (a
// file's edit, seen by its modification time, rebuilds it) and the tree is looked at again at most
// once a second, so one lint run reads it once.
const fs = require('node:fs');
const path = require('node:path');
const { fromRoot, targetOf } = require('./import-paths');

const ROOT = path.resolve(__dirname, '..');
const FEATURES = path.join(ROOT, 'src', 'features');
const SOURCE = /\.(ts|tsx)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;
const TEST_FOLDERS = new Set(['test', 'testing']);
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm;

/** `src/features/<name>/…` → name, or null outside the features folder. */
function featureNameOf(rootPath) {
  const match = /^src\/features\/([^/]+)/.exec(rootPath);
  return match ? match[1] : null;
}

/** Every non-test source file of one feature, with its modification time. */
function sourceFiles(folder, files = []) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!TEST_FOLDERS.has(entry.name)) sourceFiles(full, files);
    } else if (SOURCE.test(entry.name) && !TEST_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

/** The relative specifiers one source text imports. */
function specifiersIn(text) {
  const code = text.replace(COMMENT, '$1');
  return [...code.matchAll(SPECIFIER)].map((match) => match[1]).filter((spec) => spec.startsWith('.'));
}

/** The other features `text`, the source of `filename`, imports. */
function featuresImportedBy(filename, text) {
  const own = featureNameOf(fromRoot(filename));
  const found = new Set();
  for (const specifier of specifiersIn(text)) {
    const other = featureNameOf(targetOf(specifier, filename) ?? '');
    if (other && other !== own) found.add(other);
  }
  return found;
}

/** How long a checked graph is trusted before the tree is looked at again: one lint run's files. */
const RECHECK_MS = 1000;
let cache = { key: '', graph: new Map(), checkedAt: -Infinity };

/** feature name → the set of features its non-test files import, from the tree on disk. */
function featureGraph() {
  if (Date.now() - cache.checkedAt < RECHECK_MS) return cache.graph;
  if (!fs.existsSync(FEATURES)) return new Map();
  const names = fs.readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const files = names.flatMap((entry) => sourceFiles(path.join(FEATURES, entry.name)));
  const key = files.map((file) => `${file}:${fs.statSync(file).mtimeMs}`).join('|');
  if (key === cache.key) {
    cache.checkedAt = Date.now();
    return cache.graph;
  }
  const graph = new Map(names.map((entry) => [entry.name, new Set()]));
  for (const file of files) {
    const own = featureNameOf(fromRoot(file));
    for (const other of featuresImportedBy(file, fs.readFileSync(file, 'utf8'))) graph.get(own).add(other);
  }
  cache = { key, graph, checkedAt: Date.now() };
  return graph;
}

/** A path of features from `start` to `goal` in `graph` (both ends included), or null. */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const here = queue.shift();
    if (here === goal) {
      const steps = [];
      for (let at = goal; at !== null; at = cameFrom.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of graph.get(here) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, here);
        queue.push(next);
      }
    }
  }
  return null;
}

/** The strongly connected groups of more than one feature: each is a knot of cycles (Tarjan). */
function cycleGroups(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** How many elementary cycles (each counted once) the graph holds. */
function countCycles(graph) {
  const nodes = [...graph.keys()].sort();
  let count = 0;
  nodes.forEach((start, order) => {
    const allowed = new Set(nodes.slice(order));
    const walk = (node, seen) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) count += 1;
        else if (allowed.has(next) && !seen.has(next)) walk(next, new Set(seen).add(next));
      }
    };
    walk(start, new Set([start]));
  });
  return count;
}

module.exports = { featureGraph, featureNameOf, featuresImportedBy, pathBetween, cycleGroups, countCycles };
