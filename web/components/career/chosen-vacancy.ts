/**
 * The vacancy an applicant chose with 'Lamar Sekarang' (docs/decisions/031). It arrives as
 * `/career?lowongan={slug}`; a visitor without an account goes through registration and login
 * first, so the choice is kept in local storage until the application is sent.
 */
const KEY = 'chosenVacancy';
const SLUG = /^[a-z0-9-]{1,100}$/;

export function rememberChosenVacancy(search: string) {
  const slug = new URLSearchParams(search).get('lowongan');
  if (!slug || !SLUG.test(slug)) return;
  try {
    localStorage.setItem(KEY, slug);
  } catch {
    // Storage off (private mode): the choice only lives in the URL.
  }
}

export function readChosenVacancy(): string | null {
  try {
    const slug = localStorage.getItem(KEY);
    return slug && SLUG.test(slug) ? slug : null;
  } catch {
    return null;
  }
}

export function chooseVacancy(slug: string | null) {
  try {
    if (slug) localStorage.setItem(KEY, slug);
    else localStorage.removeItem(KEY);
  } catch {
    // see above
  }
}
