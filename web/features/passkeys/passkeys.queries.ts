import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { PasskeyRegistered, SecurityStatus, StepUpResult } from '#common/schemas/passkeys';

import { api } from '../../lib/api-client.ts';
import { createPasskey, getPasskeyAssertion } from '../../lib/webauthn.ts';

/** The own account's second factors (docs/decisions/033). Under ['staff'] so enrolment refreshes it. */
export const securityQuery = () =>
  queryOptions({
    queryKey: ['staff', 'security'],
    queryFn: ({ signal }) => api.get<SecurityStatus>('/staff/security', { auth: 'staff', signal }),
  });

function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff'] });
}

export function useRegisterPasskey() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: async (nama: string) => {
      const options = await api.post('/staff/passkeys/options', undefined, { auth: 'staff' });
      const response = await createPasskey(options);
      return api.post<PasskeyRegistered>('/staff/passkeys', { nama, response }, { auth: 'staff' });
    },
    onSuccess: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/staff/passkeys/${id}`, { auth: 'staff' }),
    onSuccess: refresh,
  });
}

export function useSetPasswordless() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put('/staff/passkeys/login', { enabled }, { auth: 'staff' }),
    onSuccess: refresh,
  });
}

/** Step-up with a passkey, a code or (no second factor yet) the password. */
export async function stepUpWithPasskey() {
  const options = await api.post('/staff/step-up/passkey/options', undefined, { auth: 'staff' });
  const response = await getPasskeyAssertion(options);
  return api.post<StepUpResult>('/staff/step-up/passkey', { response }, { auth: 'staff' });
}

export function stepUpWithSecret(body: { code: string } | { password: string }) {
  return api.post<StepUpResult>('/staff/step-up', body, { auth: 'staff' });
}
