import { type ReactNode, useState } from 'react';

import type { ApplicantClaims } from '#common/schemas/applicant-auth';
import { applicantAuthText } from '#common/texts/applicant-auth';

import { CareerShell } from '../../components/layout/career-shell.tsx';
import { confirmAction } from '../../lib/alerts.ts';
import { api, setUnauthorizedHandler } from '../../lib/api-client.ts';
import {
  clearApplicantDrafts,
  clearApplicantToken,
  decodeJwtPayload,
  validApplicantClaims,
} from '../../lib/auth-storage.ts';
import { goTo } from '../../lib/page-navigation.ts';

/**
 * What the career pages share as server HTML with an island (docs/decisions/041): the server
 * knows the applicant from the career pages' cookie and renders their data; the island takes the
 * browser's token (local storage, decision 003) for its calls. Moving on is a page load.
 */

/** The applicant the server rendered the page for; null when it did not know them. */
export type ServerApplicant = Pick<ApplicantClaims, 'id' | 'nama' | 'email'> | null;

/**
 * The bearer header of the render's request (set from the cookie by server/plugins/web.ts) and
 * the applicant it names; both absent without one. The API calls made with it check it.
 */
export function renderApplicant(request: Request) {
  const authorization = request.headers.get('authorization') ?? undefined;
  const claims = authorization
    ? decodeJwtPayload<ApplicantClaims>(authorization.replace(/^Bearer /, ''))
    : null;
  if (!authorization || !claims || !Number.isInteger(claims.id)) return undefined;
  return {
    headers: { authorization },
    user: { id: claims.id, nama: claims.nama, email: claims.email },
  };
}

/**
 * The applicant of this page: in the browser the stored token's (the career gate has sent a
 * visitor without one to /login-user), on the server the one it rendered for.
 */
export function usePageApplicant(serverUser: ServerApplicant) {
  const [claims] = useState(() =>
    typeof window === 'undefined' ? serverUser : validApplicantClaims(),
  );
  return claims;
}

/** Whether the server's data is this browser's applicant's (another account may have logged in since). */
export const isServerDataMine = (serverUser: ServerApplicant, user: ServerApplicant) =>
  Boolean(serverUser && user && serverUser.id === user.id);

/**
 * Called by a career page's script: a token the server refuses (expired, revoked) is dropped and
 * the applicant logs in again.
 */
export function dropRefusedToken() {
  setUnauthorizedHandler((kind) => {
    if (kind !== 'applicant') return;
    clearApplicantToken();
    goTo('/login-user', { replace: true });
  });
}

/** Asks first, tells the server (which also clears the page cookie), forgets the token and drafts. */
async function logout() {
  if (!(await confirmAction(applicantAuthText.logoutConfirm))) return;
  try {
    await api.post('/logout', undefined, { auth: 'applicant' });
  } catch {
    // Already expired or offline: the token is dropped locally all the same.
  }
  clearApplicantToken();
  clearApplicantDrafts();
  goTo('/login-user', { replace: true });
}

/** The career frame around a page's content, with the logout. */
export function CareerPage({
  user,
  pathname,
  children,
}: {
  user: ServerApplicant;
  pathname: string;
  children: ReactNode;
}) {
  return (
    <CareerShell nama={user?.nama ?? ''} pathname={pathname} onLogout={() => void logout()}>
      {children}
    </CareerShell>
  );
}
