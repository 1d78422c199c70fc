import { readToken, type TokenKind } from './auth-storage.ts';

/** Downloads an interview.ics with the token of `auth` (a link cannot carry the bearer token). */
export async function downloadIcs(path: string, auth: TokenKind) {
  const token = readToken(auth);
  const response = await fetch(`/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`ics failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'interview.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
