import { mkdirSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { hasRole, SPECIFIC_DATA_ROLES } from '#common/roles';
import { apiErrorText } from '#common/texts/common';
import { guardHiringText } from '#common/texts/guard-hiring';

import type { Config } from '../../config.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { documentOfFileKey } from '../../domain/applicant-documents.ts';
import {
  PUBLIC_CACHE_CONTROL,
  PUBLIC_IMAGE_NAME,
  PUBLIC_URL_PREFIX,
  privateObjectKey,
  type urlSigner,
} from './keys.ts';
import { CONTENT_TYPES, type ObjectStore, type StoredObject } from '../../ports/object-store.ts';
import { type AuditActor, applicantActor } from '../audit.ts';

/** The audit actor a signed link names (`staff-12`, `pelamar-34`); none for an old link. */
async function viewerActor(app: FastifyInstance, by: string | undefined) {
  const match = /^(staff|pelamar)-(\d+)$/.exec(by ?? '');
  if (!match) return undefined;
  const id = Number(match[2]);
  if (match[1] === 'pelamar') return applicantActor(id);
  const staff = await app.db
    .selectFrom('staff_users')
    .select(['id', 'nama', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
  // A deleted account keeps its id in the record.
  return staff ?? ({ id, nama: `staff#${id}`, role: 'staff' } satisfies AuditActor);
}

/**
 * Serves stored files. Public images: /uploads/images/… with immutable caching (from disk by
 * @fastify/static, or streamed from the bucket). Private files: /api/files/{key} with a valid,
 * unexpired signature, always through the app (docs/decisions/013).
 */
export async function fileRoutes(
  app: FastifyInstance,
  options: { config: Config; store: ObjectStore; signer: ReturnType<typeof urlSigner> },
) {
  const { config, store, signer } = options;

  async function read(key: string): Promise<StoredObject> {
    let object;
    try {
      object = await store.get(key);
    } catch (error) {
      app.log.error({ err: error, store: store.description }, 'file store read failed');
      throw new HttpError(503, apiErrorText.storageUnavailable, { 'retry-after': '30' });
    }
    if (!object) throw notFound(apiErrorText.notFound);
    return object;
  }

  const send = (reply: FastifyReply, object: StoredObject) => {
    if (object.etag) reply.header('etag', object.etag);
    return reply.header('content-length', object.size).send(object.body);
  };

  if (config.storage === 'local') {
    const root = path.join(config.dataDir, 'uploads', 'public');
    // The local store makes its folders on the first upload; on a new site that comes after this.
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: PUBLIC_URL_PREFIX,
      decorateReply: false,
      index: false,
      // Names are random and never reused, so a file at a URL never changes.
      immutable: true,
      maxAge: '365d',
    });
  } else {
    app.get<{ Params: { name: string } }>('/uploads/images/:name', async (request, reply) => {
      if (!PUBLIC_IMAGE_NAME.test(request.params.name)) throw notFound(apiErrorText.notFound);
      const object = await read(`public/images/${request.params.name}`);
      if (object.etag && request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.code(304).header('cache-control', PUBLIC_CACHE_CONTROL).send();
      }
      reply.header('content-type', 'image/webp').header('cache-control', PUBLIC_CACHE_CONTROL);
      return send(reply, object);
    });
  }

  app.get<{
    Params: { kind: string; name: string };
    Querystring: { expires?: string; sig?: string; by?: string };
  }>('/api/files/:kind/:name', async (request, reply) => {
    const key = `${request.params.kind}/${request.params.name}`;
    const { expires, sig, by } = request.query;
    if (!signer.verify(key, expires, sig, by)) throw new HttpError(403, apiErrorText.invalidLink);
    const actor = await viewerActor(app, by);
    // An identity or credential document is recorded as such; an SKCK or health certificate
    // goes only to hrd and superadmin, whoever else a link was made for (docs/decisions/046).
    const document = await documentOfFileKey(app.db, key);
    if (
      document?.isSpecific &&
      !(actor && actor.id !== null && hasRole(actor.role, SPECIFIC_DATA_ROLES))
    )
      throw forbidden(guardHiringText.specificDocumentForbidden);
    const object = await read(privateObjectKey(key));
    // Recorded before a byte is sent, with whoever the signed link was made for: if the record
    // cannot be written, the file is not handed out (docs/decisions/032).
    try {
      if (document)
        await app.audit(
          request,
          'GET /pelamar/:id/dokumen/:jenis',
          `${document.pelamar_id}/${document.jenis}`,
          actor,
        );
      else await app.audit(request, 'GET /files/:kind/:name', key, actor);
    } catch (error) {
      object.body.destroy();
      throw error;
    }
    const ext = key.slice(key.lastIndexOf('.') + 1);
    reply
      .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
      // docs/api.md: resumes download as attachments (a PDF never renders in our origin); no cache
      // along the way keeps an applicant's files; the browser never guesses another type.
      .header(
        'content-disposition',
        request.params.kind === 'documents'
          ? `attachment; filename="dokumen.${ext}"`
          : 'inline; filename="foto.webp"',
      )
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('x-robots-tag', 'noindex');
    return send(reply, object);
  });
}
