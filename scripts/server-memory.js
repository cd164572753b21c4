// The memory settings the started server runs with (docs/server.md, "Start"): `npm start` passes
// them to the server's process, and bench:start measures with them.
//
// glibc gives each thread that allocates its own malloc arena; the threads that compile PGlite's
// WebAssembly and V8's background work left some 50 MB in theirs that the server never used again,
// and two arenas hold the same work. glibc reads MALLOC_ARENA_MAX only as a process starts, so it
// is set for the child; a value the caller sets wins.
//
// V8's young generation: 16 MB semi-spaces at most (V8's own default on 64-bit, fixed here so it
// does not move with V8's heuristics). 4 MB ones held 17-29 MB less at idle, but under orders they
// cost three times the scavenges: bench:orders (PostgreSQL, 40 clients, load 8-10) paused 22-34 µs
// per acknowledged order with 4 MB, 12 with 8 MB, 8-9 with 16 MB, 2-3 with 64 MB; server CPU per
// order 0.141-0.156 ms with 4 MB, 0.125-0.133 with 16 MB (docs/server.md, "The order write path").
// bench:orders runs its server with these flags too (scripts/bench.js).
const SERVER_NODE_ARGS = ['--max-semi-space-size=16'];

function serverEnv(env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}

module.exports = { SERVER_NODE_ARGS, serverEnv };
