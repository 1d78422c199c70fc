import {
  type QueryClient,
  type QueryKey,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';

import type { ApplicantStatus } from '#common/rules';
import type { Applicant } from '#common/schemas/applicants';
import type { DocumentKind, Verification } from '#common/schemas/guard-hiring';
import type {
  ApplicantDetail,
  ApplicantsSummary,
  RecruitingListItem as ApplicantListItem,
} from '#common/schemas/recruiting';

import { BACKGROUND_HEADERS, api, apiDownload, apiRequest } from '../../lib/api-client.ts';
import { createSeenMarker } from '../../lib/seen-marker.ts';

/** Staff side of applications: list, detail, saves, delete, CSV and the sidebar badge. */

/** docs/product.md §7: the admin layout polls for applicants every 10 seconds. */
export const POLL_INTERVAL_MS = 10_000;
export const ADMIN_PAGE_SIZE = 25;

export interface ApplicantFilters {
  q?: string;
  status?: ApplicantStatus | '';
  date?: string;
  month?: string;
  year?: string;
  posisi?: string;
  sort?: string;
  /** A vacancy id, and '0' for flagged applications only (docs/decisions/031). */
  lowongan?: string;
  memenuhi?: string;
  /** docs/decisions/046: '1' for applications meeting every requirement. */
  syarat?: string;
  /** 'belum': a document not yet verified. */
  dokumen?: string;
  /** '1': possible duplicates only. */
  duplikat?: string;
}

function toSearch(filters: ApplicantFilters, extra: Record<string, string | number> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    const text = String(value ?? '').trim();
    if (text) params.set(key, text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface ApplicantPage {
  rows: ApplicantListItem[];
  total: number;
  etag: string | null;
}

type QueryFnContext = { signal: AbortSignal; client: QueryClient };

/**
 * A staff GET that sends the ETag of the cached answer: a 304 (nothing changed on the server)
 * keeps the cached one, so the 10-second polls move almost no bytes. `isBackground` marks the
 * request as the app's own poll, not the user's activity (docs/decisions/023).
 */
async function getWithEtag<T, R extends { etag: string | null }>(
  { signal, client }: QueryFnContext,
  queryKey: QueryKey,
  path: string,
  isBackground: (previous: R | undefined) => boolean,
  toResult: (data: T, headers: Headers) => Omit<R, 'etag'>,
): Promise<R> {
  const previous = client.getQueryData<R>(queryKey);
  const response = await apiRequest<T>('GET', path, undefined, {
    auth: 'staff',
    signal,
    headers: {
      ...(isBackground(previous) ? BACKGROUND_HEADERS : {}),
      ...(previous?.etag ? { 'if-none-match': previous.etag } : {}),
    },
  });
  if (response.status === 304 && previous) return previous;
  return { ...toResult(response.data, response.headers), etag: response.headers.get('etag') } as R;
}

/** One list page, polled with its ETag; a refetch of a page already shown is the poll. */
export function applicantsPageQuery(filters: ApplicantFilters, page: number) {
  const queryKey = ['pelamar', 'list', filters, page] as const;
  return {
    queryKey,
    queryFn: (context: QueryFnContext) =>
      getWithEtag<ApplicantListItem[], ApplicantPage>(
        context,
        queryKey,
        `/pelamar${toSearch(filters, { page, pageSize: ADMIN_PAGE_SIZE })}`,
        (previous) => previous !== undefined,
        (rows, headers) => ({
          rows: rows ?? [],
          total: Number(headers.get('x-total-count') ?? 0),
        }),
      ),
  };
}

export function useApplicantsPage(filters: ApplicantFilters, page: number) {
  // staleTime 0: coming back to the list revalidates at once (a 304 when nothing changed).
  return useQuery({
    ...applicantsPageQuery(filters, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: POLL_INTERVAL_MS,
  });
}

export const applicantQuery = (id: number) => ({
  queryKey: ['pelamar', 'detail', id] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<ApplicantDetail>(`/pelamar/${id}`, { auth: 'staff', signal }),
});

export function useApplicant(id: number) {
  return useQuery({ ...applicantQuery(id), retry: false });
}

export function useSaveApplicantStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ApplicantStatus) =>
      api.put<Applicant>(`/pelamar/${id}/status`, { status }, { auth: 'staff' }),
    // Refetch: the detail also carries the history the save just added.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pelamar'] }),
  });
}

/** PUT /api/pelamar/{id}/dokumen/{jenis}: hrd and superadmin mark a document (docs/decisions/046). */
export function useVerifyDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      jenis,
      ...body
    }: {
      jenis: DocumentKind;
      verifikasi: Verification;
      catatan: string | null;
      /** The state shown when the button was pressed: a colleague's save meanwhile is a 409. */
      sebelumnya: Verification;
    }) => api.put<unknown>(`/pelamar/${id}/dokumen/${jenis}`, body, { auth: 'staff' }),
    // A refused save (409) read a stale state too: fetch the new one either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pelamar'] }),
  });
}

export function useSaveApplicantSchedule(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jadwal: string) =>
      api.put<Applicant>(`/pelamar/${id}/jadwal`, { jadwal_interview: jadwal }, { auth: 'staff' }),
    // Refetch: the detail also carries the history the save just added.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pelamar'] }),
  });
}

export function useDeleteApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    // hapusAkun: also erase the applicant's account (UU PDP erasure).
    mutationFn: ({ id, eraseAccount }: { id: number; eraseAccount: boolean }) =>
      api.delete(`/pelamar/${id}${eraseAccount ? '?hapusAkun=1' : ''}`, { auth: 'staff' }),
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: ['pelamar', 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: ['pelamar'] });
    },
  });
}

/** Downloads the filtered list as CSV (a 401 leads to the login page like every other call). */
export function downloadApplicantsCsv(filters: ApplicantFilters) {
  return apiDownload(`/pelamar/export.csv${toSearch(filters)}`, 'pelamar.csv', { auth: 'staff' });
}

// --- the sidebar badge -------------------------------------------------------------------------

/** Read flag: the newest applicant id this staff member has seen in the list (cleared on logout). */
const seenApplicants = createSeenMarker('pelamar.lastSeenId');

/** Records that everything up to `latestId` has been seen; the badge drops to 0 at once. */
export const markApplicantsSeen = seenApplicants.mark;

const summaryQuery = (sinceId: number | undefined) => {
  const queryKey = ['pelamar', 'summary', sinceId ?? null] as const;
  return {
    queryKey,
    queryFn: (context: QueryFnContext) =>
      getWithEtag<ApplicantsSummary, ApplicantsSummary & { etag: string | null }>(
        context,
        queryKey,
        `/pelamar/summary${sinceId === undefined ? '' : `?sinceId=${sinceId}`}`,
        // The badge summary is only ever polled: never counts as activity (docs/decisions/023).
        () => true,
        (summary) => summary,
      ),
  };
};

/**
 * How many applicants arrived since this staff member last opened /admin/pelamar, polled every
 * 10 s with the summary's ETag (a 304 when nothing changed). Without a remembered id (first visit
 * after login) the newest applicant becomes the starting point, so the badge counts arrivals from
 * then on. `enabled` is false for roles that may not read applicants.
 */
export function useNewApplicantsCount(enabled = true) {
  const { sinceId, data } = seenApplicants.usePolledSinceSeen(summaryQuery, {
    enabled,
    intervalMs: POLL_INTERVAL_MS,
  });
  useEffect(() => {
    if (data && sinceId === undefined) markApplicantsSeen(data.latestId);
  }, [data, sinceId]);
  return sinceId === undefined ? 0 : (data?.newCount ?? 0);
}

/** For the list screen: everything up to the newest applicant counts as seen while it is open. */
export function useMarkApplicantsSeenOnView() {
  // Always ask on opening: the layout's cached summary may predate the newest arrival.
  const summary = useQuery({
    ...summaryQuery(undefined),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: POLL_INTERVAL_MS,
  });
  const latestId = summary.data?.latestId;
  const mark = useCallback(() => {
    if (latestId !== undefined) markApplicantsSeen(latestId);
  }, [latestId]);
  useEffect(mark, [mark]);
}
