import { errorSchema } from '#common/schemas/common';
import { codeForStatus, type ErrorCode } from '#common/error-codes';

/**
 * An error that carries the HTTP status, the Indonesian text the client sees and a stable
 * machine-readable `code` (docs/api.md, "Errors"). Without a code, the status's default code
 * (`codeForStatus`) is answered; give a specific one wherever a client may act on it.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? codeForStatus(statusCode);
  }
}

export const badRequest = (message: string, code?: ErrorCode) =>
  new HttpError(400, message, {}, code);
export const unauthorized = (message: string, code?: ErrorCode) =>
  new HttpError(401, message, {}, code);
export const forbidden = (message: string, code?: ErrorCode) =>
  new HttpError(403, message, {}, code);
export const notFound = (message: string, code?: ErrorCode) =>
  new HttpError(404, message, {}, code);
export const conflict = (message: string, code?: ErrorCode) =>
  new HttpError(409, message, {}, code);
export const payloadTooLarge = (message: string, code?: ErrorCode) =>
  new HttpError(413, message, {}, code);
export const unsupportedMediaType = (message: string, code?: ErrorCode) =>
  new HttpError(415, message, {}, code);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    retryAfterSeconds ? { 'retry-after': String(Math.ceil(retryAfterSeconds)) } : {},
  );
/** A dependency (database, store, Redis) cannot keep a write now: 503 with `Retry-After`. */
export const serviceUnavailable = (message: string, retryAfterSeconds = 5, code?: ErrorCode) =>
  new HttpError(503, message, { 'retry-after': String(Math.ceil(retryAfterSeconds)) }, code);

/** Route response schemas for the `{ error }` answers a route may give: `errorResponses(400, 404)`. */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    Status,
    typeof errorSchema
  >;
}

/** True when a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const err = error as { code?: string; message?: string } | undefined;
  return (
    err?.code === '23505' ||
    err?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/.test(err?.message ?? '')
  );
}
