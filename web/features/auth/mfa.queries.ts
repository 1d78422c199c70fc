import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MfaEnableResult, MfaSetupResult } from '#common/schemas/mfa';

import { api } from '../../lib/api-client.ts';

/** Staff two-factor login: set-up and enabling (docs/api.md). */
export function useMfaSetup() {
  return useMutation({
    mutationFn: () => api.post<MfaSetupResult>('/staff/mfa/setup', undefined, { auth: 'staff' }),
  });
}

export function useMfaEnable() {
  return useMutation({
    mutationFn: (code: string) =>
      api.post<MfaEnableResult>('/staff/mfa/enable', { code }, { auth: 'staff' }),
  });
}

/** After enrolment the shell and the status must be read again. */
export function useRefreshAfterEnrolment() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff'] });
}
