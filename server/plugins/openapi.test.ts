import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ERROR_CODES } from '#common/error-codes';

import { type TestApp, buildTestApp } from '../test/build-test-app.ts';
import { loginAs, loginAsApplicant } from '../test/login-as.ts';

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
  security?: Record<string, string[]>[];
  operationId?: string;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every route as [METHOD, path], read from Fastify's own route tree (printRoutes). */
function registeredRoutes(app: TestApp) {
  const routes: [string, string][] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const fullPath = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(fullPath);
    for (const method of match[3]?.split(', ') ?? []) routes.push([method, fullPath]);
  }
  return routes;
}

/** /api/faqs/:id → /api/faqs/{id}, as OpenAPI writes path templates. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * The paths one printRoutes entry stands for: routes of different methods that name the same
 * segment differently (GET /lowongan/:slug, PUT /lowongan/:id) print as `:slug|:id`.
 */
function pathAlternatives(path: string): string[] {
  const match = /:(\w+(?:\|:\w+)+)/.exec(path);
  if (!match) return [path];
  return match[1]!
    .split('|:')
    .flatMap((name) => pathAlternatives(path.replace(match[0], `:${name}`)));
}

/** Every $ref in `value`. */
function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refs(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refs(inner, found);
    }
  return found;
}

describe('OpenAPI description', () => {
  let app: TestApp;
  let doc: Document;
  beforeAll(async () => {
    app = await buildTestApp('sqlite');
    const staff = await loginAs(app, 'editor');
    const response = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });

  it('shows anonymous callers and applicants the public calls only, staff all of them', async () => {
    const applicant = await loginAsApplicant(app);
    for (const headers of [{}, applicant.headers, { authorization: 'Bearer bukan-token' }]) {
      const response = await app.inject({ method: 'GET', url: '/api/openapi.json', headers });
      expect(response.statusCode).toBe(200);
      const shown = response.json() as Document;
      const operations = Object.values(shown.paths).flatMap((item) => Object.values(item));
      expect(operations.length).toBeGreaterThan(10);
      expect(operations.filter((operation) => operation.security)).toEqual([]);
      expect(response.body).not.toContain('/api/staff');
      expect(response.body).not.toContain('Needs a staff token');
      expect(shown.paths['/api/faqs']?.get).toBeDefined();
      expect(shown.paths['/api/kontak']?.post).toBeDefined();
    }
    expect(doc.paths['/api/staff']).toBeDefined();
  });
  afterAll(() => app.close());

  it('describes every /api route and method the server registered', () => {
    const apiRoutes = registeredRoutes(app).filter(
      ([method, path]) => path.startsWith('/api/') && method !== 'HEAD',
    );
    expect(apiRoutes.length).toBeGreaterThan(50);
    const missing = apiRoutes.filter(
      ([method, path]) =>
        !pathAlternatives(path).some((alt) => doc.paths[openApiPath(alt)]?.[method.toLowerCase()]),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('is an OpenAPI 3.1 document with valid operations', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Sigap API');
    expect(typeof doc.info.version).toBe('string');
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!HTTP_METHODS.includes(method)) problems.push(`${where}: not an HTTP method`);
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
        for (const name of templated)
          if (!declared.some((p) => p.name === name && p.required === true))
            problems.push(`${where}: path parameter ${name} not declared as required`);
        const responses = Object.entries(operation.responses ?? {});
        if (!responses.length) problems.push(`${where}: no responses`);
        for (const [status, response] of responses) {
          if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status))
            problems.push(`${where}: response key ${status}`);
          if (typeof response.description !== 'string')
            problems.push(`${where}: response ${status} has no description`);
        }
        for (const requirement of operation.security ?? [])
          for (const scheme of Object.keys(requirement))
            if (!(scheme in doc.components.securitySchemes))
              problems.push(`${where}: unknown security scheme ${scheme}`);
      }
    }
    for (const ref of refs(doc)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], doc);
      if (!ref.startsWith('#/') || target === undefined) problems.push(`unresolved $ref ${ref}`);
    }
    expect(problems).toEqual([]);
  });

  it('holds only valid JSON Schemas (2020-12, the dialect of OpenAPI 3.1)', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const broken: string[] = [];
    const check = (where: string, schema: unknown) => {
      try {
        ajv.compile(
          JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')),
        );
      } catch (error) {
        broken.push(`${where}: ${(error as Error).message}`);
      }
    };
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? [])
          check(`${where} ${parameter.name}`, parameter.schema ?? {});
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
          check(`${where} body ${type}`, media.schema ?? {});
        for (const [status, response] of Object.entries(operation.responses ?? {}))
          for (const media of Object.values(response.content ?? {}))
            check(`${where} ${status}`, media.schema ?? {});
      }
    expect(broken).toEqual([]);
  });

  it('names the bearer scheme on routes behind a token and the Indonesian error shape', () => {
    expect(doc.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const staffList = doc.paths['/api/kontak']!.get!;
    expect(staffList.security).toEqual([{ bearerAuth: [] }]);
    expect(staffList.responses!['401']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.paths['/api/faqs']!.get!.security).toBeUndefined();
    expect(doc.paths['/api/pelamar']!.post!.security).toEqual([{ bearerAuth: [] }]);
  });

  it('the Error schema lists every code of common/error-codes.ts with its meaning', () => {
    const error = doc.components.schemas.Error as {
      required: string[];
      properties: { code: { enum: string[]; description: string } };
    };
    expect(error.required).toEqual(['error', 'code']);
    expect(error.properties.code.enum).toEqual(Object.keys(ERROR_CODES));
    for (const [code, meaning] of Object.entries(ERROR_CODES))
      expect(error.properties.code.description).toContain(`\`${code}\`: ${meaning}`);
  });
});
