// The pure rewrites that turn the generated document into OpenAPI 3.0.3: draft 7's numeric
// exclusive bounds and a prefix root's trailing slash.
import { toOpenApi30, withoutTrailingSlash } from '../../src/http/openapi-3-0';

it('turns a numeric exclusive bound into 3.0 form, keeping the tighter of two bounds', () => {
  const document = {
    paths: {
      '/a': {
        post: {
          lots: { type: 'number', exclusiveMinimum: 0, maximum: 10 },
          tighterInclusive: { type: 'number', exclusiveMinimum: 0, minimum: 5 },
          below: { type: 'number', exclusiveMaximum: 100, maximum: 200 },
        },
      },
    },
  };
  const rewritten = toOpenApi30(document).paths['/a'].post;
  expect(rewritten.lots).toEqual({ type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 10 });
  expect(rewritten.tighterInclusive).toEqual({ type: 'number', minimum: 5 });
  expect(rewritten.below).toEqual({ type: 'number', maximum: 100, exclusiveMaximum: true });
});

it('names a prefix root without its trailing slash and joins its operations', () => {
  const document = { paths: { '/api/orders/': { get: 1 }, '/api/orders': { post: 2 }, '/': { get: 3 } } };
  expect(toOpenApi30(document).paths).toEqual({ '/api/orders': { get: 1, post: 2 }, '/': { get: 3 } });
  expect(withoutTrailingSlash('/api/traders/')).toBe('/api/traders');
});
