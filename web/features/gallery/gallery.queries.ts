import { GALLERY_IDS, GALLERY_SERVICE_TYPES, type Service } from '#common/rules';
import type { GalleryAltInput, GalleryPhoto, GalleryUploadResult } from '#common/schemas/gallery';
import { galleryText } from '#common/texts/gallery';

import { api, apiUpload } from '../../lib/api-client.ts';
import {
  type FileUpload,
  loggedQuery,
  useContentMutation,
  useDeleteById,
} from '../../lib/content-queries.ts';

function isPhoto(value: unknown): value is GalleryPhoto {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as GalleryPhoto).photo_url === 'string'
  );
}

/** docs/product.md §4: a response that is not an array shows nothing; failures are only logged. */
export const galleryQuery = (service: Service) =>
  loggedQuery(
    ['gallery', service] as const,
    `/gallery/${service}`,
    galleryText.fetchFailedLog,
    (data) => (Array.isArray(data) ? data.filter(isPhoto) : []),
  );

export const useUploadGalleryPhotos = (service: Service) =>
  useContentMutation(
    ['gallery', service],
    ({ files, onProgress }: { files: File[]; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append('gallery_id', String(GALLERY_IDS[service]));
      form.append('service_type', GALLERY_SERVICE_TYPES[service]);
      for (const file of files) form.append('photo', file);
      return apiUpload<GalleryUploadResult>('POST', '/gallery/upload', form, {
        auth: 'staff',
        onProgress,
      });
    },
  );

export const useReplaceGalleryPhoto = (service: Service) =>
  useContentMutation(
    ['gallery', service],
    ({
      id,
      file,
      onProgress,
      headers,
    }: FileUpload & { id: number; headers?: Record<string, string> }) => {
      const form = new FormData();
      form.append('photo', file);
      // `headers` carry the version of the photo the editor opened (docs/decisions/034).
      return apiUpload<GalleryPhoto>('PUT', `/gallery/update/${id}`, form, {
        auth: 'staff',
        onProgress,
        headers,
      });
    },
  );

export const useDeleteGalleryPhoto = (service: Service) =>
  useDeleteById(['gallery', service], '/gallery/delete');

/** Saves a photo's alt texts, each language on its own (docs/decisions/043). */
export const useSaveGalleryAlt = (service: Service) =>
  useContentMutation(
    ['gallery', service],
    ({
      id,
      texts,
      headers,
    }: {
      id: number;
      texts: GalleryAltInput;
      headers?: Record<string, string>;
    }) => api.put<GalleryPhoto>(`/gallery/alt/${id}`, texts, { auth: 'staff', headers }),
  );
