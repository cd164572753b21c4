// The memory settings the started server runs with (docs/server.md, "Start"): `npm start` passes
// them to the server's process, and bench:start measures with them.
//
// glibc gives each thread that allocates its own malloc arena; the threads that compile PGlite's
// WebAssembly and V8's background work left some 50 MB in theirs that the server never used again,
// and two arenas hold the same work. glibc reads MALLOC_ARENA_MAX only as a process starts, so it
// is set for the child; a value the caller sets wins. V8's young generation grows to 16 MB
// semi-spaces during the start's allocations and stays resident; 4 MB ones cost no measurable CPU
// and hold 10-25 MB less.
const SERVER_NODE_ARGS = ['--max-semi-space-size=4'];

function serverEnv(env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}

module.exports = { SERVER_NODE_ARGS, serverEnv };
