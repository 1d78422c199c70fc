import { readToken, type TokenKind } from './auth-storage.ts';
import { saveBlob } from './save-blob.ts';

/** Downloads an interview.ics with the token of `auth` (a link cannot carry the bearer token). */
export async function downloadIcs(path: string, auth: TokenKind) {
  const token = readToken(auth);
  const response = await fetch(`/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`ics failed: ${response.status}`);
  saveBlob(await response.blob(), 'interview.ics');
}
