import { describe, expect, it } from 'vitest';

import { MAX_ROW_ID } from '#common/schemas/common';

import { submitApplication } from '../test/application-form.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { TEST_DATABASES } from '../test/for-each-database.ts';
import { loginAs, loginAsApplicant } from '../test/login-as.ts';
import { applicantWithToken } from '../test/hiring-days.ts';
import { useTestApp } from '../test/test-app-per-suite.ts';

/**
 * Every id is bounded (docs/decisions/049): the id columns are 32-bit on PostgreSQL, so an id
 * above 2^31-1 that reached a query would be a 500. This walks the OpenAPI document as staff and
 * sends 2^31 and 2^53 to every id in every path, query and JSON body: 400 or 404, never 500.
 */

const HUGE = [2 ** 31, 2 ** 53];
const ID_NAME = /^(id|ids|sinceId|itemId|revisionId|userId|pelamarId|lowongan)$|_ids?$/;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: { type?: string; enum?: string[] };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  maximum?: number;
}

/** A harmless value for a path parameter that is not an id (an enum's first value). */
const plainValue = (parameter: Parameter) => parameter.schema?.enum?.[0] ?? 'contoh';

/** The largest number a property accepts (through arrays and nullable unions). */
function maximumOf(schema: JsonSchema | undefined): number | undefined {
  if (!schema) return undefined;
  if (schema.items) return maximumOf(schema.items);
  if (schema.anyOf) {
    const bounds = schema.anyOf.map(maximumOf).filter((value) => value !== undefined);
    return bounds.length ? Math.max(...bounds) : undefined;
  }
  return schema.maximum;
}

interface Probe {
  label: string;
  method: string;
  url: string;
  payload?: Record<string, unknown>;
}

/** One request per id (path, query or body property) and huge value, the rest kept plain. */
function probesOf(path: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const urlWith = (name: string, value: string) =>
    pathParameters.reduce(
      (url, parameter) =>
        url.replace(
          `{${parameter.name}}`,
          parameter.name === name
            ? value
            : ID_NAME.test(parameter.name)
              ? '1'
              : plainValue(parameter),
        ),
      path,
    );
  const probes: Probe[] = [];
  for (const value of HUGE) {
    for (const parameter of parameters) {
      if (!ID_NAME.test(parameter.name) || parameter.in === 'header') continue;
      const url =
        parameter.in === 'path'
          ? urlWith(parameter.name, String(value))
          : `${urlWith('', '')}?${parameter.name}=${value}`;
      probes.push({
        label: `${method} ${path} ${parameter.in} ${parameter.name}=${value}`,
        method,
        url,
      });
    }
    const body = operation.requestBody?.content?.['application/json']?.schema;
    for (const [name, property] of Object.entries(body?.properties ?? {})) {
      if (!ID_NAME.test(name)) continue;
      const isList = property.type === 'array';
      probes.push({
        label: `${method} ${path} body ${name}=${value}`,
        method,
        url: urlWith('', ''),
        payload: { [name]: isList ? [value] : value },
      });
    }
  }
  return probes;
}

describe.each(TEST_DATABASES)('ids above the id columns on %s', (dialect) => {
  let app: TestApp;
  let staff: Record<string, string>;
  let applicant: Record<string, string>;
  useTestApp(async (built) => {
    app = built;
    staff = (await loginAs(app, 'superadmin')).headers;
    applicant = (await applicantWithToken(app)).headers;
  }, dialect);

  const operations = async () => {
    const document = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: staff });
    expect(document.statusCode).toBe(200);
    return Object.entries(document.json().paths as Record<string, Record<string, Operation>>);
  };

  it('every id parameter and body id in the OpenAPI document is bounded at 2^31-1', async () => {
    const unbounded: string[] = [];
    let checked = 0;
    for (const [path, methods] of await operations())
      for (const [method, operation] of Object.entries(methods)) {
        for (const parameter of operation.parameters ?? [])
          if (ID_NAME.test(parameter.name) && parameter.schema?.type !== 'string') {
            checked += 1;
            const max = maximumOf(parameter.schema as JsonSchema);
            if (max === undefined || max > MAX_ROW_ID)
              unbounded.push(`${method} ${path} ${parameter.name}`);
          }
        const body = operation.requestBody?.content?.['application/json']?.schema;
        for (const [name, property] of Object.entries(body?.properties ?? {}))
          if (ID_NAME.test(name)) {
            checked += 1;
            const max = maximumOf(property);
            if (max === undefined || max > MAX_ROW_ID) unbounded.push(`${method} ${path} ${name}`);
          }
      }
    expect(unbounded).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('2^31 and 2^53 in every id of every path, query and body answer 400 or 404', async () => {
    const answers: string[] = [];
    let sent = 0;
    for (const [path, methods] of await operations())
      for (const [method, operation] of Object.entries(methods))
        for (const probe of probesOf(
          path.replace(/^\/api/, '/api'),
          method.toUpperCase(),
          operation,
        )) {
          const response = await app.inject({
            method: probe.method as 'GET',
            url: probe.url,
            headers: probe.url.startsWith('/api/user/') ? applicant : staff,
            ...(probe.payload ? { payload: probe.payload } : {}),
          });
          sent += 1;
          if (![400, 404].includes(response.statusCode))
            answers.push(`${probe.label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
    expect(answers).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(100);
  });

  it('an application naming a vacancy id above the id columns answers 400', async () => {
    for (const value of HUGE) {
      const { headers } = await loginAsApplicant(app);
      const response = await submitApplication(app, headers, { lowongan_id: String(value) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String) });
    }
  });
});
