import type { EstimateInput, PostInput } from '#common/pricing';
import { SERVICES, type Service } from '#common/rules';

/**
 * The estimator's form as typed (texts), and its reading into the estimate's input. Zod-free on
 * purpose: the public island stays small (the server checks the same rules with the shared
 * schema, common/schemas/quote-requests.ts).
 */

export interface PostDraft {
  nama: string;
  jam_per_hari: string;
  hari_per_minggu: string;
  personel_per_shift: string;
}

export interface EstimatorDraft {
  layanan: Service;
  kota: string;
  pos: PostDraft[];
}

export const MAX_POSTS = 50;

export const emptyPost = (nama: string): PostDraft => ({
  nama,
  jam_per_hari: '8',
  hari_per_minggu: '6',
  personel_per_shift: '1',
});

/** Which field of which post is wrong, by the names the texts use. */
export type DraftProblem =
  | { field: 'hoursInvalid' | 'daysInvalid' | 'peopleInvalid' | 'postNameRequired'; post: number }
  | { field: 'cityUnknown' | 'postsCount'; post?: undefined };

const wholeIn = (text: string, min: number, max: number) => {
  if (!/^\d{1,3}$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

/** The draft as the estimate's input, or the first problem in it. */
export function readDraft(
  draft: EstimatorDraft,
  cities: readonly string[],
): { input: EstimateInput } | { problem: DraftProblem } {
  if (!cities.includes(draft.kota)) return { problem: { field: 'cityUnknown' } };
  if (draft.pos.length < 1 || draft.pos.length > MAX_POSTS)
    return { problem: { field: 'postsCount' } };
  const pos: PostInput[] = [];
  for (const [index, post] of draft.pos.entries()) {
    const jam = wholeIn(post.jam_per_hari, 1, 24);
    const hari = wholeIn(post.hari_per_minggu, 1, 7);
    const personel = wholeIn(post.personel_per_shift, 1, 50);
    if (!post.nama.trim()) return { problem: { field: 'postNameRequired', post: index } };
    if (jam === undefined) return { problem: { field: 'hoursInvalid', post: index } };
    if (hari === undefined) return { problem: { field: 'daysInvalid', post: index } };
    if (personel === undefined) return { problem: { field: 'peopleInvalid', post: index } };
    pos.push({
      nama: post.nama.trim(),
      jam_per_hari: jam,
      hari_per_minggu: hari,
      personel_per_shift: personel,
    });
  }
  return { input: { layanan: draft.layanan, kota: draft.kota, pos } };
}

/**
 * The draft a form posted without JavaScript sends in the query string (`layanan`, `kota` and
 * one `nama`, `jam`, `hari`, `personel` per post); `tambah` asks for one more post.
 */
export function draftFromQuery(
  params: URLSearchParams,
  fallback: EstimatorDraft,
  newPostName: (n: number) => string,
): EstimatorDraft {
  const layanan = params.get('layanan');
  const names = params.getAll('nama').slice(0, MAX_POSTS);
  const hours = params.getAll('jam');
  const days = params.getAll('hari');
  const people = params.getAll('personel');
  const pos = names.map((nama, i) => ({
    nama: nama.slice(0, 100),
    jam_per_hari: (hours[i] ?? '').slice(0, 3),
    hari_per_minggu: (days[i] ?? '').slice(0, 3),
    personel_per_shift: (people[i] ?? '').slice(0, 3),
  }));
  if (params.has('tambah') && pos.length < MAX_POSTS)
    pos.push(emptyPost(newPostName(pos.length + 1)));
  return {
    layanan: (SERVICES as readonly string[]).includes(layanan ?? '')
      ? (layanan as Service)
      : fallback.layanan,
    kota: (params.get('kota') ?? fallback.kota).slice(0, 100),
    pos: pos.length ? pos : fallback.pos,
  };
}

/** The campaign a visitor came from: `utm_source`, else `ref`, of the page's address. */
export function sourceOf(search: string) {
  const params = new URLSearchParams(search);
  const source = (params.get('utm_source') || params.get('ref') || '').trim().slice(0, 100);
  return source || null;
}
