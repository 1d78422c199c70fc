import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How the server knows the applicant when it renders the career pages as HTML
 * (docs/decisions/041-applicant-screens-as-islands.md): the login answers the bearer token as
 * before and also sets it as an HttpOnly, SameSite=Strict cookie limited to the /career pages.
 * The browser never sends it to /api (its path is /career), so no API call is authenticated by a
 * cookie: the API keeps bearer-token auth only. Logout and an erased account clear it.
 */
export const APPLICANT_PAGE_COOKIE = 'sigap_pelamar';
const COOKIE_PATH = '/career';

const attributes = (request: FastifyRequest) =>
  `Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`;

/** The seconds until the token's `exp`, or undefined when it carries none. */
function secondsLeft(token: string, nowMs: number) {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { exp?: unknown };
    return typeof payload.exp === 'number'
      ? Math.max(0, Math.floor(payload.exp - nowMs / 1000))
      : undefined;
  } catch {
    return undefined;
  }
}

/** Sets the career pages' cookie beside the token a login answers. */
export function setApplicantPageCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  nowMs: number,
) {
  const maxAge = secondsLeft(token, nowMs);
  reply.header(
    'set-cookie',
    `${APPLICANT_PAGE_COOKIE}=${token}; ${attributes(request)}${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`,
  );
}

/** Clears it (logout, erased account). */
export function clearApplicantPageCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', `${APPLICANT_PAGE_COOKIE}=; ${attributes(request)}; Max-Age=0`);
}

/** The token the cookie carries, if any (checked by the API it is sent to, never trusted as is). */
export function applicantPageToken(cookieHeader: string | undefined) {
  for (const part of cookieHeader?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === APPLICANT_PAGE_COOKIE) {
      const value = part.slice(at + 1).trim();
      return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
