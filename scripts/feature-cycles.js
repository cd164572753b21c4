// Counts the import cycles between SPA features (docs/architecture.md, "Which way imports go"):
// the knots of features that reach each other and the elementary cycles inside them, read from
// the tree as the no-feature-cycle lint rule reads it. `node scripts/feature-cycles.js`.
const { featureGraph, cycleGroups, countCycles } = require('../eslint-rules/feature-graph');

const graph = featureGraph();
const groups = cycleGroups(graph);
for (const group of groups) console.log(`knot: ${group.join(', ')}`);
console.log(`${groups.length} knots, ${countCycles(graph)} cycles between ${graph.size} features`);
