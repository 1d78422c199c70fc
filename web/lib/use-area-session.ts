import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { confirmAction } from './alerts.ts';
import { api, setUnauthorizedHandler } from './api-client.ts';
import {
  type TokenKind,
  clearApplicantDrafts,
  clearApplicantToken,
  clearStaffSession,
} from './auth-storage.ts';

const LOGIN_PATH: Record<TokenKind, string> = { staff: '/login', applicant: '/login-user' };

const dropToken = (kind: TokenKind) =>
  kind === 'staff' ? clearStaffSession() : clearApplicantToken();

/**
 * Session handling of a signed-in area (admin or career). Any 401 drops the refused token and
 * goes to that token's login page; a refusal of this area's own token also forgets its cached
 * data under `queryKey`. Returns `logout`: ask `logoutConfirm` first, tell the server, drop the
 * token and the area's data, and go to the login page.
 */
export function useAreaSession(
  kind: TokenKind,
  {
    queryKey,
    logoutConfirm,
    clearAllOnLogout = false,
  }: {
    queryKey: QueryKey;
    logoutConfirm: string;
    /** Staff logout forgets every cached query, not only the area's own. */
    clearAllOnLogout?: boolean;
  },
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setUnauthorizedHandler((refused) => {
      dropToken(refused);
      if (refused === kind) queryClient.removeQueries({ queryKey });
      navigate(LOGIN_PATH[refused], { replace: true });
    });
  }, [kind, queryKey, navigate, queryClient]);

  return async function logout() {
    if (!(await confirmAction(logoutConfirm))) return;
    try {
      await api.post('/logout', undefined, { auth: kind });
    } catch {
      // Already expired or offline: the token is dropped locally all the same.
    }
    dropToken(kind);
    // What an applicant typed and did not send stays only until they log out (decision 041).
    if (kind === 'applicant') clearApplicantDrafts();
    if (clearAllOnLogout) queryClient.clear();
    else queryClient.removeQueries({ queryKey });
    navigate(LOGIN_PATH[kind], { replace: true });
  };
}
