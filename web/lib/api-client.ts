/**
 * The one way the web talks to the API. Any non-2xx answer becomes an ApiError with the status,
 * the server's Indonesian text (to show) and its stable `code` (to decide on; docs/api.md,
 * "Errors"): the web never compares the text. On the server (SSR) the transport is the app itself through
 * `inject` (server/plugins/web.ts), one per render (a draft preview's answers drafts, a public
 * page's never: entry.server.tsx keeps each in its render's async context); in the browser it is
 * fetch against /api.
 */

import type { ErrorCode } from '#common/error-codes';
import { apiErrorText, commonText } from '#common/texts/common';

import { readToken, type TokenKind } from './auth-storage.ts';
import { saveBlob } from './save-blob.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's `code`; undefined when none came (offline, a proxy's page). */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's text of a 4xx answer (something the user can act on); otherwise `fallback`. */
export function clientErrorText(error: unknown, fallback: string): string;
export function clientErrorText(error: unknown, fallback?: string): string | undefined;
export function clientErrorText(error: unknown, fallback?: string) {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : fallback;
}

/** `fallback`, followed by the server's reason when the answer was a 4xx ('Gagal: Format salah'). */
export function failureText(error: unknown, fallback: string) {
  const reason = clientErrorText(error);
  return reason ? `${fallback}: ${reason}` : fallback;
}

export type Transport = (
  path: string,
  init: RequestInit & { headers: Record<string, string> },
) => Promise<Response>;

let browserTransport: Transport = (path, init) => fetch(`/api${path}`, init);
let findRenderTransport: (() => Transport | undefined) | undefined;
let onUnauthorized: ((kind: TokenKind) => void) | undefined;

/**
 * SSR: says how a call finds the transport of the render it belongs to (entry.server.tsx: an
 * AsyncLocalStorage per render). Never one transport for the process: renders run concurrently,
 * and a call of one must never go through another's (a public page through a draft preview's).
 * Once set, a call outside any render fails instead of guessing.
 */
export function setRenderTransportLookup(find: () => Transport | undefined) {
  findRenderTransport = find;
}

/**
 * Component tests: replaces the browser's fetch transport. The server renderer never uses it
 * (setRenderTransportLookup).
 */
export function setApiTransport(next: Transport) {
  browserTransport = next;
}

function currentTransport(): Transport {
  if (!findRenderTransport) return browserTransport;
  const transport = findRenderTransport();
  if (!transport) throw new Error('An API call on the server outside a page render');
  return transport;
}

/** Called once per 401 of an authenticated call; the app clears the token and goes to the login page. */
export function setUnauthorizedHandler(handler: (kind: TokenKind) => void) {
  onUnauthorized = handler;
}

/**
 * Sent by requests the app makes on its own (the 10-second polls): the server does not count
 * them as activity, so an unattended admin tab still reaches the idle timeout (docs/decisions/023).
 */
export const BACKGROUND_HEADERS: Record<string, string> = { 'x-sigap-background': '1' };

export interface RequestOptions {
  /** Which token to send: the staff token (admin), the applicant token (career) or none. */
  auth?: TokenKind;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The browser cache mode: 'no-cache' asks the server again where an answer may be cached. */
  cache?: RequestCache;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/** The generic text of an answer without a usable `error`. */
const statusText = (status: number) =>
  status >= 500 ? commonText.serverError : apiErrorText.requestFailed(status);

/** The ApiError of a non-2xx answer's body (already parsed, or undefined when it was not JSON). */
function errorOf(status: number, body: unknown) {
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
  return new ApiError(
    status,
    typeof error === 'string' && error ? error : statusText(status),
    typeof code === 'string' ? (code as ErrorCode) : undefined,
  );
}

async function readError(response: Response) {
  try {
    return errorOf(response.status, await response.json());
  } catch {
    return errorOf(response.status, undefined); // not JSON: the generic text
  }
}

function authHeaders(auth: TokenKind | undefined): Record<string, string> {
  if (!auth) return {};
  const token = readToken(auth);
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Sends one call; any non-2xx answer but 304 becomes an ApiError, a 401 also reaches the handler. */
async function send(method: string, path: string, body: unknown, options: RequestOptions) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...authHeaders(options.auth),
    ...options.headers,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const transport = currentTransport();
  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: payload,
      signal: options.signal,
      cache: options.cache,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, apiErrorText.offline);
  }
  if (response.status === 401 && options.auth) onUnauthorized?.(options.auth);
  if (!response.ok && response.status !== 304) throw await readError(response);
  return response;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await send(method, path, body, options);
  const text = response.status === 204 || response.status === 304 ? '' : await response.text();
  return {
    data: (text ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
    status: response.status,
  };
}

/** A text answer (a page preview's HTML) with the same token, errors and 401 handling. */
export async function apiText(path: string, options: RequestOptions = {}) {
  return (
    await send('GET', path, undefined, {
      ...options,
      headers: { accept: 'text/html', ...options.headers },
    })
  ).text();
}

/**
 * Downloads a file answer (CSV export, calendar file) with the same token, errors and 401
 * handling as every other call, then saves it under the server's file name. Browser only.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
) {
  await saveResponseAsFile(await send('GET', path, undefined, options), fallbackName);
}

/** Saves a file answer under the server's file name (content-disposition). Browser only. */
export async function saveResponseAsFile(response: Response, fallbackName: string) {
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}

export const api = {
  get: async <T>(path: string, options?: RequestOptions) =>
    (await apiRequest<T>('GET', path, undefined, options)).data,
  post: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    (await apiRequest<T>('POST', path, body, options)).data,
  put: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    (await apiRequest<T>('PUT', path, body, options)).data,
  delete: async <T>(path: string, options?: RequestOptions) =>
    (await apiRequest<T>('DELETE', path, undefined, options)).data,
};

/**
 * Multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * Browser only.
 */
export function apiUpload<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  options: RequestOptions & {
    /** Percent sent, with the bytes sent and in all. */
    onProgress?: (percent: number, loaded: number, total: number) => void;
  } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries({
      ...authHeaders(options.auth),
      ...options.headers,
    }))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.(
          Math.round((event.loaded / event.total) * 100),
          event.loaded,
          event.total,
        );
    };
    xhr.onerror = () => reject(new ApiError(0, apiErrorText.offline));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status === 401 && options.auth) onUnauthorized?.(options.auth);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(errorOf(xhr.status, body));
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
