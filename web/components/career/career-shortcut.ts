import { readToken } from '../../lib/auth-storage.ts';
import { rememberChosenVacancy } from './chosen-vacancy.ts';

/**
 * A public page's link to the career pages ('Lamar Sekarang', 'Karir'), pressed by a visitor who
 * holds no applicant token at all (most who press it), goes straight to /login-user, the vacancy
 * remembered as the career gate (web/career-gate.ts) would. Through /career that visitor would
 * wait for its page and its scripts only to be sent on by the gate: about a second on slow mobile
 * data (docs/decisions/041). A visitor with a token, even an expired one, takes the link as it is
 * and the gate decides; so does a click that opens a new tab, and a press before the public
 * page's islands (web/public-islands.tsx) have started.
 */
export function sendCareerClicksWithoutAccountToLogin(
  target: Document,
  go = (path: string) => target.location.assign(path),
) {
  target.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (!link || (link.target && link.target !== '_self')) return;
    // The site's own links are paths ('/career?lowongan=…'); any other address is left alone.
    const href = link.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    const url = new URL(href, 'http://sigap.invalid');
    if (!/^\/career(\/detail)?\/?$/.test(url.pathname) || readToken('applicant')) return;
    event.preventDefault();
    rememberChosenVacancy(url.search);
    go('/login-user');
  });
}
