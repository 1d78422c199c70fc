import { useState, useSyncExternalStore } from 'react';

import { counterpartPath, type Lang, pagePair } from '#common/lang';
import { languageText } from '#common/texts/home';

const DISMISSED_KEY = 'sigap:language-notice';

/** The language the browser prefers among the site's two, if it names one of them. */
function preferredLang(): Lang | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'id' || base === 'in') return 'id';
    if (base === 'en') return 'en';
  }
  return undefined;
}

const subscribeNever = () => () => {};

/**
 * Whether the page has a twin in the other language (a vacancy has none: saying 'this page is also
 * available' there would be untrue), the browser prefers that language and the notice was not
 * dismissed before.
 */
function offersOther(lang: Lang, pathname: string) {
  if (!pagePair(pathname)) return false;
  try {
    if (window.localStorage.getItem(DISMISSED_KEY) === '1') return false;
  } catch {
    // Storage blocked: the notice shows, and a dismissal lasts for this page.
  }
  const preferred = preferredLang();
  return preferred !== undefined && preferred !== lang;
}

/**
 * Offers the other language when the browser prefers it (docs/decisions/043). Never a redirect:
 * crawlers and shared links land where they point. Rendered only in the browser (an island whose
 * server HTML is empty), and gone for good once dismissed. A bar fixed to the bottom of the
 * screen: it appears after the page has drawn, and in the flow it would push the page down (a
 * layout shift of 0.1 on Lighthouse's phone, whose browser prefers English).
 */
export function LanguageNotice({ lang, pathname }: { lang: Lang; pathname: string }) {
  // False on the server and while hydrating (the server's HTML has no notice), then the browser's.
  const offered = useSyncExternalStore(
    subscribeNever,
    () => offersOther(lang, pathname),
    () => false,
  );
  const [show, setShow] = useState(true);
  if (!offered || !show) return null;
  const other = lang === 'en' ? 'id' : 'en';
  const dismiss = () => {
    setShow(false);
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // See above.
    }
  };
  return (
    <aside
      lang={other}
      aria-label={languageText.switcherLabel[other]}
      className="border-brand-100 bg-brand-50 fixed inset-x-0 bottom-0 z-40 border-t text-sm text-slate-800 shadow-lg"
      data-testid="language-notice"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-5 py-2 sm:px-8">
        <p>{languageText.notice[lang]}</p>
        <a
          href={counterpartPath(pathname)}
          hrefLang={other}
          className="text-brand-800 focus-visible:outline-brand-700 rounded font-semibold underline focus-visible:outline-2"
        >
          {languageText.noticeLink[lang]}
        </a>
        <button
          type="button"
          onClick={dismiss}
          className="focus-visible:outline-brand-700 ml-auto inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-slate-700 hover:bg-white focus-visible:outline-2"
        >
          {languageText.noticeDismiss[lang]}
        </button>
      </div>
    </aside>
  );
}
