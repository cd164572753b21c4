// Types of scripts/server-memory.js for the TypeScript benchmarks.
export const SERVER_NODE_ARGS: readonly string[];

export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
