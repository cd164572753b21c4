// Types of scripts/worker-databases.js for the TypeScript server tests.
export function workerDatabaseUrls(url: string, count: number, run: string | number): string[];
export function createWorkerDatabases(url: string, workerUrls: string[]): Promise<void>;
export function dropWorkerDatabases(url: string, workerUrls: string[]): Promise<void>;
