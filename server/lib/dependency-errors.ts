import { apiErrorText } from '#common/texts/common';

import { HttpError, serviceUnavailable } from './http-errors.ts';

/**
 * Errors of a dependency rather than of the request (docs/decisions/056-dependency-faults.md):
 * the database is down, restarting or unreachable, or the disk is full. The error handler
 * answers them 503 `unavailable` (or 507 `insufficient_storage`) with Retry-After instead of
 * 500: nothing was stored, and the same request may succeed a little later.
 */

/** Seconds a client is asked to wait before sending again. */
const RETRY_AFTER_SECONDS = 5;

/** Node's codes for a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own messages for a connection that ended or could not be had in time. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection terminated due to connection timeout)/;

function isUnavailable(code: string, message: string) {
  if (NETWORK_CODES.has(code)) return true;
  // PostgreSQL: class 08 (connection exception), 57P01-57P03 (shutting down, crashed, starting),
  // 53300 (too many connections).
  if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  // SQLite: the file is locked past busy_timeout, or the disk failed to read or write.
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN')
    return true;
  return PG_CONNECTION_MESSAGES.test(message);
}

function isFull(code: string) {
  // SQLite's "database or disk is full", a file written to a full disk, PostgreSQL's disk_full.
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || code === '53100';
}

/** The answer for a dependency's error, or undefined when `error` is something else. */
export function dependencyFailure(error: unknown): HttpError | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    const codeText = typeof code === 'string' ? code : '';
    const messageText = typeof message === 'string' ? message : '';
    if (isFull(codeText))
      return new HttpError(
        507,
        apiErrorText.storageFull,
        { 'retry-after': String(RETRY_AFTER_SECONDS * 12) },
        'insufficient_storage',
      );
    if (isUnavailable(codeText, messageText))
      return serviceUnavailable(apiErrorText.databaseUnavailable, RETRY_AFTER_SECONDS);
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}
