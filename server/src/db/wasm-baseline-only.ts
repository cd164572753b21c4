// PGlite is PostgreSQL compiled to WebAssembly, about 9 MB of it. V8 compiles each function on its
// first call with its baseline compiler (Liftoff) and, once a function has run enough, again with
// its optimizing one (TurboFan) on background threads. That second compilation cost the start
// about 1 s of CPU (2 s of initdb's 5) and left 50–90 MB in glibc's malloc arenas that the process
// never gave back, while a broker's statements ran no faster with the optimized code
// (docs/server.md, "Memory at idle on PGlite"). So the process keeps WebAssembly on the baseline
// compiler.
//
// V8 reads the flag as it compiles, so it is set before the first PGlite opens. The only other
// WebAssembly in the server is Node's own HTTP parser for fetch, small and served as well by the
// baseline code.
import { setFlagsFromString } from 'node:v8';

let applied = false;

export function keepWasmOnBaselineCompiler(): void {
  if (applied) return;
  applied = true;
  setFlagsFromString('--liftoff-only');
}
