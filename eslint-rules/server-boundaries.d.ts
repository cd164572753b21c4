// Types of server-boundaries.js for the TypeScript that imports it (its test).
import type { ESLint, Linter } from 'eslint';

export const plugin: ESLint.Plugin;
export const serverBoundariesConfig: Linter.Config;
