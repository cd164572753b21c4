// /api/docs must be a document clients can generate code from (issue 22, item 7): valid as the
// OpenAPI 3.0.3 it declares (checked by a standard validator, swagger-parser, against the official
// 3.0 schema, plus the rules a schema cannot say), and naming the paths the server really answers,
// without trailing slashes.
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { HTTP_METHODS, useFullApp, type OpenApiDocument } from './full-app-kit';

const t = useFullApp();

async function servedDocument(): Promise<OpenApiDocument> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  return response.json() as OpenApiDocument;
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

function resolves(document: OpenApiDocument, pointer: string): boolean {
  let node: unknown = document;
  for (const part of pointer.replace(/^#\//, '').split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

it('validates as OpenAPI 3.0.3 with a standard validator', async () => {
  const document = await servedDocument();
  expect(document.openapi).toBe('3.0.3');
  // validate() dereferences in place; it gets a copy so the other checks see the document as served.
  const copy = structuredClone(document) as unknown as OpenAPI.Document;
  await expect(SwaggerParser.validate(copy)).resolves.toBeDefined();
});

it('every $ref points at a component the document holds', async () => {
  const document = await servedDocument();
  const dangling = refsIn(document).filter((pointer) => !resolves(document, pointer));
  expect(dangling).toEqual([]);
});

it('names each path template parameter exactly once as a required path parameter', async () => {
  const document = await servedDocument();
  const problems: string[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const named = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort();
      if (JSON.stringify(named) !== JSON.stringify(declared))
        problems.push(`${method} ${template}: ${declared.join(',')}`);
    }
  }
  expect(problems).toEqual([]);
});

it('names the paths the server answers, none with a trailing slash', async () => {
  const document = await servedDocument();
  const templates = Object.keys(document.paths);
  expect(templates.length).toBeGreaterThan(60);
  expect(templates.filter((template) => template.length > 1 && template.endsWith('/'))).toEqual([]);
  const missing: string[] = [];
  for (const template of templates) {
    const url = template.replace(/\{([^}]+)\}/g, ':$1');
    for (const method of HTTP_METHODS) {
      if (!document.paths[template]?.[method]) continue;
      if (!t.app.hasRoute({ method: method.toUpperCase() as 'GET', url }))
        missing.push(`${method} ${template}`);
    }
  }
  expect(missing).toEqual([]);
  for (const root of ['/api/orders', '/api/traders', '/api/notifications', '/api/users/accounts'])
    expect(templates).toContain(root);
});
