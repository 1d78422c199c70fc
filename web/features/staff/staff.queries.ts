import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  ChangeOwnPasswordInput,
  RegisterStaffInput,
  Staff,
  StaffMe,
} from '#common/schemas/staff';

import { api } from '../../lib/api-client.ts';

/** The signed-in staff member, checked once per page load (the admin layout's token check). */
export const staffMeQuery = () =>
  queryOptions({
    queryKey: ['staff', 'me'],
    queryFn: ({ signal }) => api.get<StaffMe>('/staff/me', { auth: 'staff', signal }),
    staleTime: Infinity,
  });

export const staffListQuery = () =>
  queryOptions({
    queryKey: ['staff', 'list'],
    queryFn: ({ signal }) => api.get<Staff[]>('/staff', { auth: 'staff', signal }),
  });

export function useStaffList() {
  return useQuery(staffListQuery());
}

function useInvalidateStaffList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff', 'list'] });
}

export function useRegisterStaff() {
  const invalidate = useInvalidateStaffList();
  return useMutation({
    mutationFn: (input: RegisterStaffInput) =>
      api.post<Staff>('/register', input, { auth: 'staff' }),
    onSuccess: invalidate,
  });
}

export function useSetStaffStatus() {
  const invalidate = useInvalidateStaffList();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.put<Staff>(`/staff/${id}/status`, { is_active: isActive }, { auth: 'staff' }),
    onSuccess: invalidate,
  });
}

export function useDeleteStaff() {
  const invalidate = useInvalidateStaffList();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/staff/${id}`, { auth: 'staff' }),
    onSuccess: invalidate,
  });
}

export function useResetStaffPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api.put<unknown>(`/staff/${id}/password`, { password }, { auth: 'staff' }),
  });
}

/** Superadmin clears another account's second factor (it must enrol again) (docs/decisions/023). */
export function useResetStaffMfa() {
  const invalidate = useInvalidateStaffList();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/staff/${id}/mfa`, { auth: 'staff' }),
    onSuccess: invalidate,
  });
}

export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (input: ChangeOwnPasswordInput) =>
      api.put<unknown>('/staff/me/password', input, { auth: 'staff' }),
  });
}
