/**
 * The id of the JSON script element that carries a page's data from the server render to the
 * client. Its own module: the islands need only this name, not the document renderer, whose
 * imports (titles of every staff screen) would otherwise ride along into every public script.
 */
export const DATA_ELEMENT_ID = 'sigap-data';

/** The meta element naming what the next screen needs, fetched after the page has loaded. */
export const PREFETCH_META = 'sigap-prefetch';

/**
 * Prefetches the files the page's meta element names once the page has loaded: as links in the
 * HTML they would share the slow connection with the page's own first paint.
 */
export function prefetchAfterLoad() {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${PREFETCH_META}"]`);
  const hrefs = named?.content.split(' ').filter(Boolean) ?? [];
  if (hrefs.length === 0) return;
  const prefetch = () => {
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.append(link);
    }
  };
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
}

/**
 * Asks the browser to fetch the next screen while a success dialog holds this one (1.5 s after a
 * login): when the page moves on, its HTML is already here, so the move costs no round trip to the
 * server. Chrome (Android's default browser) reads speculation rules and keeps the answer for that
 * one navigation only, even a `no-store` page; elsewhere this does nothing and the move is an
 * ordinary page load. Prefetch, not prerender: Chrome does not prerender under DevTools' network
 * throttling, so `npm run bench:journey` could not measure it, and fetching changes nothing.
 */
export function prefetchNext(path: string) {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: [path] }] });
  document.head.append(rules);
}
