import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Testimony, TestimonyInput } from '#common/schemas/testimonies';
import { testimoniesText } from '#common/texts/testimonies';

import { api, apiUpload } from '../../lib/api-client.ts';

export const TESTIMONIES_KEY = ['testimonies'] as const;

/** The public testimonies; SPEC §8: a failure is only logged and the section keeps 'Memuat Data....'. */
export function testimoniesQuery() {
  return queryOptions({
    queryKey: TESTIMONIES_KEY,
    queryFn: async () => {
      try {
        return await api.get<Testimony[]>('/testimonies');
      } catch (error) {
        console.error(testimoniesText.fetchFailedLog, error);
        throw error;
      }
    },
  });
}

export const useTestimonies = () => useQuery(testimoniesQuery());

/** Creates (no id) or updates a testimony as multipart, with upload progress. */
export function useSaveTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
      photo,
      onProgress,
    }: {
      id?: number;
      input: TestimonyInput;
      photo?: File;
      onProgress?: (percent: number) => void;
    }) => {
      const form = new FormData();
      form.append('name', input.name);
      form.append('organization', input.organization);
      form.append('message', input.message);
      if (photo) form.append('photo', photo);
      return apiUpload<Testimony>(
        id ? 'PUT' : 'POST',
        id ? `/testimonies/${id}` : '/testimonies',
        form,
        { auth: 'staff', onProgress },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TESTIMONIES_KEY }),
  });
}

export function useDeleteTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/testimonies/${id}`, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TESTIMONIES_KEY }),
  });
}
