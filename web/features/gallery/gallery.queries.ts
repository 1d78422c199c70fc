import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { GALLERY_IDS, GALLERY_SERVICE_TYPES, type Service } from '#common/rules';
import type { GalleryPhoto, GalleryUploadResult } from '#common/schemas/gallery';
import { galleryText } from '#common/texts/gallery';

import { api, apiUpload } from '../../lib/api-client.ts';

function isPhoto(value: unknown): value is GalleryPhoto {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as GalleryPhoto).photo_url === 'string'
  );
}

/** SPEC §4: a response that is not an array shows nothing; failures are only logged. */
export function galleryQuery(service: Service) {
  return queryOptions({
    queryKey: ['gallery', service] as const,
    queryFn: async () => {
      try {
        const data = await api.get<unknown>(`/gallery/${service}`);
        return Array.isArray(data) ? data.filter(isPhoto) : [];
      } catch (error) {
        console.error(galleryText.fetchFailedLog, error);
        throw error;
      }
    },
  });
}

export function useUploadGalleryPhotos(service: Service) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      files,
      onProgress,
    }: {
      files: File[];
      onProgress: (percent: number) => void;
    }) => {
      const form = new FormData();
      form.append('gallery_id', String(GALLERY_IDS[service]));
      form.append('service_type', GALLERY_SERVICE_TYPES[service]);
      for (const file of files) form.append('photo', file);
      return apiUpload<GalleryUploadResult>('POST', '/gallery/upload', form, {
        auth: 'staff',
        onProgress,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gallery', service] }),
  });
}

export function useReplaceGalleryPhoto(service: Service) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      file,
      onProgress,
    }: {
      id: number;
      file: File;
      onProgress: (percent: number) => void;
    }) => {
      const form = new FormData();
      form.append('photo', file);
      return apiUpload<GalleryPhoto>('PUT', `/gallery/update/${id}`, form, {
        auth: 'staff',
        onProgress,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gallery', service] }),
  });
}

export function useDeleteGalleryPhoto(service: Service) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/gallery/delete/${id}`, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gallery', service] }),
  });
}
