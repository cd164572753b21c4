// The whole server as main.ts composes it (every part, on in-memory PGlite), for tests that read
// or walk the complete OpenAPI document: a route missing from a smaller test app would be missed.
import { loadClusterConfig } from '../../src/cluster/cluster-config';
import { serverParts } from '../../src/compose/server-parts';
import { intervalScheduler } from '../../src/engine/system-time';
import { DEFAULT_WALLET_CONFIG } from '../../src/wallet/wallet-config';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { useDescribeApp } from '../helpers/describe-app';

/** buildTestApp adds these around the parts a test passes. */
const CORE_PART_NAMES = new Set(['identity', 'users', 'accounts']);
const FULL_APP_BUILD_TIMEOUT_MS = 120_000;

export function buildFullApp(): Promise<TestApp> {
  const cluster = loadClusterConfig({ NODE_ID: 'test' });
  const parts = serverParts({ wallet: DEFAULT_WALLET_CONFIG, cluster, scheduler: intervalScheduler }).filter(
    (part) => !CORE_PART_NAMES.has(part.ref.name),
  );
  return buildTestApp({ parts });
}

export function useFullApp(): TestApp {
  return useDescribeApp('full', buildFullApp, FULL_APP_BUILD_TIMEOUT_MS);
}

export const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components?: { schemas?: Record<string, unknown> };
}
