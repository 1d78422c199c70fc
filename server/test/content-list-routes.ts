import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';

import type { Role } from '#common/roles';

import type { TestApp } from './build-test-app.ts';
import { CONTENT_EDITORS, NOT_CONTENT_EDITORS } from './content-access.ts';
import type { StaffHeaders } from './login-as.ts';

type Fields = Record<string, unknown>;
type Row = { id: number } & Fields;

/** One content list (FAQs, tenants, testimonies): public GET, and POST/PUT/DELETE for editors. */
export interface ContentListRoutes {
  /** How test names call one row and the list: ['FAQ', 'FAQs']. */
  noun: [one: string, many: string];
  url: string;
  order: 'oldest first' | 'newest first';
  /** The request body for some fields; JSON unless the routes take multipart. */
  body?: (fields: Fields) => InjectOptions['payload'];
  /** Valid fields for a new row, unique on each call. */
  newFields: () => Fields;
  /** The row the public list shows for a row created from `newFields()`. */
  listed: (created: Row) => Fields;
  /** Fields with spaces to trim, and the row they make (without its id). */
  create: { send: Fields; expect: Fields };
  edit: { send: Fields; expect: Fields };
  /** Bodies a create refuses with 400, each with the error that names the field. */
  invalid: Array<[Fields, string]>;
  /** An edit that blanks a required field, and its error. */
  blankEdit: [Fields, string];
  notFound: string;
}

const NO_ACCESS = 'Anda tidak memiliki akses untuk tindakan ini';

/**
 * The tests every content list shares, in the caller's describe block. `context` gives the app and
 * each role's headers once the block's beforeAll has made them.
 */
export function contentListRouteTests(
  spec: ContentListRoutes,
  context: () => { app: TestApp; headers: StaffHeaders },
) {
  const { url } = spec;
  const [one, many] = spec.noun;
  const body = spec.body ?? ((fields: Fields) => fields);
  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, role?: Role, fields?: Fields) =>
    context().app.inject({
      method,
      url: path,
      headers: role ? context().headers[role] : {},
      payload: fields && body(fields),
    });
  const create = (role: Role = 'editor', fields = spec.newFields()) =>
    send('POST', url, role, fields);
  const list = async () => (await context().app.inject({ method: 'GET', url })).json() as Row[];

  it(`a visitor lists ${many} ${spec.order}`, async () => {
    const first = (await create()).json() as Row;
    const second = (await create()).json() as Row;
    const response = await context().app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Row[];
    expect(rows).toContainEqual(spec.listed(first));
    const [before, after] = spec.order === 'oldest first' ? [first, second] : [second, first];
    expect(rows.findIndex((row) => row.id === before.id)).toBeLessThan(
      rows.findIndex((row) => row.id === after.id),
    );
  });

  it.each(CONTENT_EDITORS)(`%s can create, edit and delete a ${one}`, async (role) => {
    const created = await create(role, spec.create.send);
    expect(created.statusCode).toBe(201);
    const row = created.json() as Row;
    expect(row).toMatchObject(spec.create.expect);

    const edited = await send('PUT', `${url}/${row.id}`, role, spec.edit.send);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id: row.id, ...spec.edit.expect });

    expect((await send('DELETE', `${url}/${row.id}`, role)).statusCode).toBe(200);
    expect((await list()).find((listed) => listed.id === row.id)).toBeUndefined();
  });

  it.each(NOT_CONTENT_EDITORS)(`%s cannot create, edit or delete a ${one}`, async (role) => {
    const row = (await create()).json() as Row;
    expect((await create(role)).statusCode).toBe(403);
    expect((await send('PUT', `${url}/${row.id}`, role, spec.newFields())).statusCode).toBe(403);
    const deleted = await send('DELETE', `${url}/${row.id}`, role);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().error).toBe(NO_ACCESS);
  });

  it('a request without a token gets 401', async () => {
    expect((await send('POST', url, undefined, spec.newFields())).statusCode).toBe(401);
    expect((await send('PUT', `${url}/1`, undefined, spec.newFields())).statusCode).toBe(401);
    expect((await send('DELETE', `${url}/1`)).statusCode).toBe(401);
  });

  it.each(spec.invalid)(
    'a blank or too long field gets a 400 naming it (%j)',
    async (fields, error) => {
      const response = await create('editor', fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error });
    },
  );

  it(`an edit with a blank field gets a 400 and keeps the ${one}`, async () => {
    const row = (await create()).json() as Row;
    const [fields, error] = spec.blankEdit;
    const response = await send('PUT', `${url}/${row.id}`, 'editor', fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error });
    expect(await list()).toContainEqual(row);
  });

  it('an unknown id gets 404', async () => {
    const edit = await send('PUT', `${url}/987654`, 'editor', spec.newFields());
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toMatchObject({ error: spec.notFound });
    expect((await send('DELETE', `${url}/987654`, 'editor')).statusCode).toBe(404);
  });

  it('a malformed id gets 400', async () => {
    expect((await send('DELETE', `${url}/abc`, 'editor')).statusCode).toBe(400);
  });
}
