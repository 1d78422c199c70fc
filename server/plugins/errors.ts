import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { codeForField, codeForStatus, type ErrorCode } from '#common/error-codes';
import { apiErrorText } from '#common/texts/common';

import { dependencyFailure } from '../lib/dependency-errors.ts';
import { HttpError } from '../lib/http-errors.ts';
import { Refusal, type RefusalKind } from '../lib/refusal.ts';

/** Maps each of Fastify's `codes` to one answer. */
const answer = (status: number, text: string, code: ErrorCode, ...fastifyCodes: string[]) =>
  Object.fromEntries(
    fastifyCodes.map((fastifyCode): [string, [number, string, ErrorCode]] => [
      fastifyCode,
      [status, text, code],
    ]),
  );

/** Fastify's own client-error codes and the status and text we answer them with. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string, ErrorCode]> = {
  ...answer(
    413,
    apiErrorText.bodyTooLarge,
    'body_too_large',
    'FST_ERR_CTP_BODY_TOO_LARGE',
    'FST_PARTS_LIMIT',
    'FST_FIELDS_LIMIT',
  ),
  ...answer(413, apiErrorText.fileTooLarge, 'file_too_large', 'FST_REQ_FILE_TOO_LARGE'),
  ...answer(413, apiErrorText.tooManyFiles, 'too_many_files', 'FST_FILES_LIMIT'),
  ...answer(
    415,
    apiErrorText.unsupportedMediaType,
    'unsupported_media_type',
    'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    'FST_INVALID_MULTIPART_CONTENT_TYPE',
    'FST_ERR_CTP_EMPTY_TYPE',
    'FST_ERR_CTP_INVALID_TYPE',
  ),
  ...answer(400, apiErrorText.invalidJson, 'invalid_json', 'FST_ERR_CTP_EMPTY_JSON_BODY'),
  ...answer(
    400,
    apiErrorText.invalidInput,
    'invalid_input',
    'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
    'FST_ERR_VALIDATION',
  ),
};

/** The status each kind of use-case refusal is answered with. */
const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  conflict: 409,
  'too-large': 413,
};

/**
 * One error handler for the whole API (docs/conventions.md §4): HttpError, a use case's Refusal
 * (server/lib/refusal.ts) and zod failures become
 * `{ error, code }` with the API's status; anything unexpected is logged and answered with a
 * generic 500 text, never a stack trace; a dependency's failure is 503 or 507 (lib/dependency-errors.ts).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ error: error.message, code: error.code });
    }
    if (error instanceof Refusal) {
      const status = REFUSAL_STATUS[error.kind];
      return reply
        .code(status)
        .send({ error: error.message, code: error.code ?? codeForStatus(status) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({
        error: first?.message || apiErrorText.invalidInput,
        code: codeForField(first?.instancePath.split('/')[1]),
      });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ error: apiErrorText.tooManyRequests, code: 'rate_limited' });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1], code: known[2] });
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ error: apiErrorText.invalidJson, code: 'invalid_json' });
    }
    // PostgreSQL refuses text it cannot store (a NUL character, say) that SQLite keeps: the
    // client's text, not a fault of ours; the transaction has rolled back (docs/decisions/049).
    if (error.code === '22021' || error.code === '22P05') {
      request.log.info({ pgCode: error.code }, 'text the database cannot store');
      return reply.code(400).send({ error: apiErrorText.invalidInput, code: 'invalid_input' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .code(error.statusCode)
        .send({ error: apiErrorText.invalidInput, code: codeForStatus(error.statusCode) });
    }
    // The database down or the disk full: 503/507 with Retry-After, never 500 (decision 056).
    const dependency = dependencyFailure(error);
    if (dependency) {
      request.log.warn({ err: error }, 'dependency unavailable');
      return reply
        .code(dependency.statusCode)
        .headers(dependency.headers)
        .send({ error: dependency.message, code: dependency.code });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: apiErrorText.internal, code: 'internal' });
  });
});
