import { readFileSync } from 'node:fs';
import path from 'node:path';

import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { PROJECT_ROOT } from '../lib/project-root.ts';
import { findAccessCheck } from '../lib/access-checks.ts';

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];

const { version } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  version: string;
};

const ERROR_REF = { $ref: '#/components/schemas/Error' };
/** The API's error statuses, each answered as `{ "error": "…" }` in Indonesian. */
const ERROR_STATUSES: Record<string, string> = {
  400: 'Data tidak valid; the text names the field',
  401: 'No token, or a token that is expired or revoked',
  403: 'The role may not do this',
  404: 'Not found',
  409: 'Conflict (a second application, a taken username)',
  413: 'File too large',
  415: 'Wrong file type',
  429: 'Too many attempts',
  500: 'Unexpected error (a generic text, never a stack trace)',
  503: 'A service the site needs is unreachable',
};

/**
 * The zod transform of fastify-type-provider-zod, plus what the route schemas do not say:
 * only `/api` routes are described; a route behind a token check gets the bearer scheme, its
 * 401/403 answers and the roles it allows; every operation lists the error shape.
 */
const describeRoute: Transform = (input: TransformInput) => {
  const { schema, url, route } = input as TransformInput & {
    route: { preHandler?: unknown; onRequest?: unknown; method: string | string[] };
  };
  if (!url.startsWith('/api/') || (schema as { hide?: boolean } | undefined)?.hide)
    return { schema: { hide: true }, url };
  const result = jsonSchemaTransform({ ...input, schema: schema ?? {} });
  const described = result.schema as Record<string, unknown> & {
    response?: Record<string, unknown>;
  };
  const access = findAccessCheck(route.preHandler) ?? findAccessCheck(route.onRequest);
  const response = { ...(described.response ?? {}) };
  const errors = access ? ['400', '401', '403', '429', '500'] : ['400', '429', '500'];
  for (const status of errors)
    if (!(status in response))
      response[status] = { description: ERROR_STATUSES[status], ...ERROR_REF };
  const tag = url.split('/')[2]?.replace(/[:?].*$/, '') || 'api';
  return {
    url,
    schema: {
      ...described,
      tags: (described.tags as string[] | undefined) ?? [tag],
      response,
      ...(access
        ? {
            security: [{ bearerAuth: [] }],
            description: [
              described.description,
              access.who === 'applicant'
                ? 'Needs an applicant token.'
                : `Needs a staff token${access.roles ? ` with a role among: ${access.roles.join(', ')}` : ''}.`,
            ]
              .filter(Boolean)
              .join(' '),
          }
        : {}),
    },
  };
};

/**
 * `GET /api/openapi.json` (docs/api.md): an OpenAPI 3.1 document of every `/api` route,
 * generated from the zod schemas the routes validate with. Register before the routes: the
 * document is collected as they are added.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sigap API',
        version,
        description:
          'Website, career portal and back office. JSON in and out, except the multipart ' +
          'uploads. Errors are `{ "error": "…" }` with an Indonesian text.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
        schemas: {
          Error: {
            type: 'object',
            required: ['error'],
            properties: {
              error: {
                type: 'string',
                description: 'Human-readable Indonesian text',
                examples: ['Silakan login terlebih dahulu'],
              },
            },
          },
        },
      },
    },
    transform: describeRoute,
  });

  // Anonymous callers (and applicants) see the public calls only: the staff routes and the roles
  // each allows are a map for an attacker. Staff with a valid token get the whole document.
  let publicDocument: { from: unknown; document: unknown } | undefined;
  const publicOnly = (full: { paths?: Record<string, unknown> }) => {
    if (publicDocument?.from !== full) {
      const paths: Record<string, Record<string, unknown>> = {};
      for (const [path, item] of Object.entries(full.paths ?? {})) {
        const open = Object.entries(item as Record<string, unknown>).filter(
          ([, operation]) => !(operation as { security?: unknown }).security,
        );
        if (open.length) paths[path] = Object.fromEntries(open);
      }
      publicDocument = { from: full, document: { ...full, paths } };
    }
    return publicDocument.document;
  };
  let staffCheck: ((request: FastifyRequest) => Promise<void>) | undefined;
  const isStaff = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return false;
    // Made on first use: the auth plugin registers after this one.
    staffCheck ??= app.requireStaff(undefined, { allowPendingMfa: true });
    try {
      await staffCheck(request);
      return true;
    } catch {
      return false;
    }
  };

  app.get(
    '/api/openapi.json',
    {
      schema: {
        summary: 'This API description (OpenAPI 3.1): the public calls, every call for staff',
        tags: ['operations'],
      },
    },
    async (request, reply) => {
      reply.header('vary', 'authorization');
      if (await isStaff(request))
        return reply.header('cache-control', 'private, no-store').send(app.swagger());
      return reply
        .header('cache-control', 'no-cache')
        .send(publicOnly(app.swagger() as { paths?: Record<string, unknown> }));
    },
  );
});
