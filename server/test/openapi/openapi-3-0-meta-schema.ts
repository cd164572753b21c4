// A JSON Schema (draft 7, for ajv) of an OpenAPI 3.0.x document, written from the 3.0.3
// specification's object tables: every object lists the fields 3.0 defines and refuses any other
// (except `x-` extensions), so a 3.1 keyword (`const`, `examples`, `prefixItems`, a type list, a
// numeric exclusiveMinimum) or a misspelt field fails. Checks the schema cannot express (path
// templates against path parameters, $refs that resolve, paths that exist as routes) live in the
// test beside it.

const extensions = { '^x-': {} };
const ref = { $ref: '#/definitions/Reference' };
const schemaOrRef = { oneOf: [{ $ref: '#/definitions/Schema' }, ref] };
const mapOf = (value: object) => ({ type: 'object', additionalProperties: value });
const closedObject = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  required,
  properties,
  patternProperties: extensions,
  additionalProperties: false,
});
const nonNegativeInteger = { type: 'integer', minimum: 0 };
const externalDocs = closedObject({ description: { type: 'string' }, url: { type: 'string' } }, ['url']);

const operationKeys = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export const OPENAPI_3_0_META_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  ...closedObject(
    {
      openapi: { type: 'string', pattern: '^3\\.0\\.\\d+$' },
      info: { $ref: '#/definitions/Info' },
      servers: { type: 'array', items: { $ref: '#/definitions/Server' } },
      paths: { $ref: '#/definitions/Paths' },
      components: { $ref: '#/definitions/Components' },
      security: { type: 'array', items: mapOf({ type: 'array', items: { type: 'string' } }) },
      tags: { type: 'array', items: { $ref: '#/definitions/Tag' } },
      externalDocs,
    },
    ['openapi', 'info', 'paths'],
  ),
  definitions: {
    Reference: {
      type: 'object',
      required: ['$ref'],
      properties: { $ref: { type: 'string', pattern: '^#/components/' } },
    },
    Info: closedObject(
      {
        title: { type: 'string' },
        description: { type: 'string' },
        termsOfService: { type: 'string' },
        contact: closedObject({
          name: { type: 'string' },
          url: { type: 'string' },
          email: { type: 'string' },
        }),
        license: closedObject({ name: { type: 'string' }, url: { type: 'string' } }, ['name']),
        version: { type: 'string' },
      },
      ['title', 'version'],
    ),
    Server: closedObject(
      { url: { type: 'string' }, description: { type: 'string' }, variables: mapOf({ type: 'object' }) },
      ['url'],
    ),
    Tag: closedObject({ name: { type: 'string' }, description: { type: 'string' }, externalDocs }, ['name']),
    Paths: {
      type: 'object',
      patternProperties: { '^/': { $ref: '#/definitions/PathItem' }, ...extensions },
      additionalProperties: false,
    },
    PathItem: closedObject({
      $ref: { type: 'string' },
      summary: { type: 'string' },
      description: { type: 'string' },
      servers: { type: 'array', items: { $ref: '#/definitions/Server' } },
      parameters: { $ref: '#/definitions/Parameters' },
      ...Object.fromEntries(operationKeys.map((key) => [key, { $ref: '#/definitions/Operation' }])),
    }),
    Operation: closedObject(
      {
        tags: { type: 'array', items: { type: 'string' } },
        summary: { type: 'string' },
        description: { type: 'string' },
        externalDocs,
        operationId: { type: 'string' },
        parameters: { $ref: '#/definitions/Parameters' },
        requestBody: { oneOf: [{ $ref: '#/definitions/RequestBody' }, ref] },
        responses: { $ref: '#/definitions/Responses' },
        callbacks: mapOf({ type: 'object' }),
        deprecated: { type: 'boolean' },
        security: { type: 'array', items: mapOf({ type: 'array', items: { type: 'string' } }) },
        servers: { type: 'array', items: { $ref: '#/definitions/Server' } },
      },
      ['responses'],
    ),
    Parameters: {
      type: 'array',
      items: { oneOf: [{ $ref: '#/definitions/Parameter' }, ref] },
    },
    Parameter: {
      ...closedObject(
        {
          name: { type: 'string', minLength: 1 },
          in: { enum: ['query', 'header', 'path', 'cookie'] },
          description: { type: 'string' },
          required: { type: 'boolean' },
          deprecated: { type: 'boolean' },
          allowEmptyValue: { type: 'boolean' },
          style: {
            enum: ['matrix', 'label', 'form', 'simple', 'spaceDelimited', 'pipeDelimited', 'deepObject'],
          },
          explode: { type: 'boolean' },
          allowReserved: { type: 'boolean' },
          schema: schemaOrRef,
          content: mapOf({ $ref: '#/definitions/MediaType' }),
          example: {},
          examples: mapOf({ type: 'object' }),
        },
        ['name', 'in'],
      ),
      // A path parameter is always required (3.0.3, Parameter Object, `required`).
      if: { properties: { in: { const: 'path' } } },
      then: { required: ['required'], properties: { required: { const: true } } },
    },
    RequestBody: closedObject(
      {
        description: { type: 'string' },
        content: mapOf({ $ref: '#/definitions/MediaType' }),
        required: { type: 'boolean' },
      },
      ['content'],
    ),
    MediaType: closedObject({
      schema: schemaOrRef,
      example: {},
      examples: mapOf({ type: 'object' }),
      encoding: mapOf({ type: 'object' }),
    }),
    Responses: {
      type: 'object',
      minProperties: 1,
      patternProperties: {
        '^([1-5](\\d\\d|XX)|default)$': { oneOf: [{ $ref: '#/definitions/Response' }, ref] },
        ...extensions,
      },
      additionalProperties: false,
    },
    Response: closedObject(
      {
        description: { type: 'string' },
        headers: mapOf({ type: 'object' }),
        content: mapOf({ $ref: '#/definitions/MediaType' }),
        links: mapOf({ type: 'object' }),
      },
      ['description'],
    ),
    Components: closedObject({
      schemas: mapOf(schemaOrRef),
      responses: mapOf({ oneOf: [{ $ref: '#/definitions/Response' }, ref] }),
      parameters: mapOf({ oneOf: [{ $ref: '#/definitions/Parameter' }, ref] }),
      examples: mapOf({ type: 'object' }),
      requestBodies: mapOf({ oneOf: [{ $ref: '#/definitions/RequestBody' }, ref] }),
      headers: mapOf({ type: 'object' }),
      securitySchemes: mapOf({ $ref: '#/definitions/SecurityScheme' }),
      links: mapOf({ type: 'object' }),
      callbacks: mapOf({ type: 'object' }),
    }),
    SecurityScheme: closedObject(
      {
        type: { enum: ['apiKey', 'http', 'oauth2', 'openIdConnect'] },
        description: { type: 'string' },
        name: { type: 'string' },
        in: { enum: ['query', 'header', 'cookie'] },
        scheme: { type: 'string' },
        bearerFormat: { type: 'string' },
        flows: { type: 'object' },
        openIdConnectUrl: { type: 'string' },
      },
      ['type'],
    ),
    // The Schema Object of 3.0.3: a subset of JSON Schema Wright draft 00 plus nullable,
    // discriminator, readOnly, writeOnly, xml, externalDocs, example and deprecated.
    Schema: {
      ...closedObject({
        title: { type: 'string' },
        multipleOf: { type: 'number', exclusiveMinimum: 0 },
        maximum: { type: 'number' },
        exclusiveMaximum: { type: 'boolean' },
        minimum: { type: 'number' },
        exclusiveMinimum: { type: 'boolean' },
        maxLength: nonNegativeInteger,
        minLength: nonNegativeInteger,
        pattern: { type: 'string', format: 'regex' },
        maxItems: nonNegativeInteger,
        minItems: nonNegativeInteger,
        uniqueItems: { type: 'boolean' },
        maxProperties: nonNegativeInteger,
        minProperties: nonNegativeInteger,
        required: { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true },
        enum: { type: 'array', minItems: 1 },
        type: { enum: ['array', 'boolean', 'integer', 'number', 'object', 'string'] },
        not: schemaOrRef,
        allOf: { type: 'array', minItems: 1, items: schemaOrRef },
        oneOf: { type: 'array', minItems: 1, items: schemaOrRef },
        anyOf: { type: 'array', minItems: 1, items: schemaOrRef },
        items: schemaOrRef,
        properties: mapOf(schemaOrRef),
        additionalProperties: { oneOf: [{ $ref: '#/definitions/Schema' }, ref, { type: 'boolean' }] },
        description: { type: 'string' },
        format: { type: 'string' },
        default: {},
        nullable: { type: 'boolean' },
        discriminator: { type: 'object', required: ['propertyName'] },
        readOnly: { type: 'boolean' },
        writeOnly: { type: 'boolean' },
        xml: { type: 'object' },
        externalDocs,
        example: {},
        deprecated: { type: 'boolean' },
      }),
      // An array schema names its items (3.0.3, Schema Object: "items MUST be present if the
      // type is array"); a nullable schema names the type it makes nullable.
      allOf: [
        {
          if: { required: ['type'], properties: { type: { const: 'array' } } },
          then: { required: ['items'] },
        },
        {
          if: { required: ['nullable'], properties: { nullable: { const: true } } },
          then: { required: ['type'] },
        },
      ],
    },
  },
} as const;
