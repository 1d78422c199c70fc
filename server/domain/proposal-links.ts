import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The client's link `/penawaran/{token}` (docs/decisions/055). The token is 256 bits derived
 * with the server's secret from the version's id and a random nonce stored with it; the table
 * keeps only the nonce and the token's SHA-256 (to find the version). A copy of the database
 * alone therefore opens no proposal, yet the server can show staff the link again and point the
 * holder of a replaced link to the newest one.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newTokenNonce() {
  return randomBytes(16).toString('base64url');
}

/** The token of version `proposalId` with `nonce`, under `secret` (JWT_SECRET). */
export function proposalToken(secret: string, proposalId: number, nonce: string) {
  const key = createHmac('sha256', secret).update('sigap proposal link').digest();
  return createHmac('sha256', key).update(`${proposalId}.${nonce}`).digest('base64url');
}

/** The stored form of a token; undefined for anything that cannot be a token (answered 404). */
export function tokenHash(token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return createHash('sha256').update(token).digest('hex');
}

export function proposalUrl(siteUrl: string, token: string) {
  return `${siteUrl}/penawaran/${token}`;
}

export function sha256Hex(bytes: Uint8Array) {
  return createHash('sha256').update(bytes).digest('hex');
}
