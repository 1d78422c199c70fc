import { useQuery } from '@tanstack/react-query';

import type { Testimony, TestimonyInput } from '#common/schemas/testimonies';
import { testimoniesText } from '#common/texts/testimonies';

import { apiUpload } from '../../lib/api-client.ts';
import { loggedQuery, useContentMutation, useDeleteById } from '../../lib/content-queries.ts';

export const TESTIMONIES_KEY = ['testimonies'] as const;

/** The public testimonies; docs/product.md §8: a failure is only logged and the section keeps 'Memuat Data....'. */
export const testimoniesQuery = () =>
  loggedQuery(
    TESTIMONIES_KEY,
    '/testimonies',
    testimoniesText.fetchFailedLog,
    (data) => data as Testimony[],
  );

export const useTestimonies = () => useQuery(testimoniesQuery());

/** Creates (no id) or updates a testimony as multipart, with upload progress and the version opened. */
export const useSaveTestimony = () =>
  useContentMutation(
    TESTIMONIES_KEY,
    ({
      id,
      input,
      photo,
      onProgress,
      headers,
    }: {
      id?: number;
      input: TestimonyInput;
      photo?: File;
      onProgress?: (percent: number) => void;
      /** The version the editor opened (docs/decisions/034). */
      headers?: Record<string, string>;
    }) => {
      const form = new FormData();
      form.append('name', input.name);
      form.append('organization', input.organization);
      form.append('message', input.message);
      // The English twins (docs/decisions/043): sent when the form has them; blank clears.
      if (input.organization_en !== undefined) {
        form.append('organization_en', input.organization_en ?? '');
      }
      if (input.message_en !== undefined) form.append('message_en', input.message_en ?? '');
      if (photo) form.append('photo', photo);
      return apiUpload<Testimony>(
        id ? 'PUT' : 'POST',
        id ? `/testimonies/${id}` : '/testimonies',
        form,
        { auth: 'staff', onProgress, headers: id ? headers : undefined },
      );
    },
  );

export const useDeleteTestimony = () => useDeleteById(TESTIMONIES_KEY, '/testimonies');
