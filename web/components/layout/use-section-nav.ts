/** docs/product.md §9: after navigating to the home page, wait 300 ms before scrolling to the section. */
export const SECTION_SCROLL_DELAY_MS = 300;

/** Where a link from another page leaves the section to scroll to once `/` has loaded. */
const PENDING_SECTION_KEY = 'sigap:section';

export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Move keyboard focus along with the view, without a second jump.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** The home page of the page being shown: `/en` on the English pages (docs/decisions/043). */
const homePath = () => (document.documentElement.lang === 'en' ? '/en' : '/');
const sectionUrl = (id: string) => (id === 'home' ? homePath() : `${homePath()}#${id}`);

/**
 * On `/` scrolls to the section; elsewhere loads `/` and scrolls there 300 ms later (docs/product.md §2
 * 'Kontak Kami', navbar). Public pages are plain documents (docs/decisions/027), so the section
 * travels in sessionStorage rather than in the hash, which would jump at once.
 */
export function goToSection(id: string) {
  if (window.location.pathname === homePath()) {
    window.history.replaceState(window.history.state, '', sectionUrl(id));
    scrollToSection(id);
    return;
  }
  try {
    window.sessionStorage.setItem(PENDING_SECTION_KEY, id);
    window.location.assign(homePath());
  } catch {
    window.location.assign(sectionUrl(id));
  }
}

/**
 * Wires every `<a data-section>` of the page (SectionLink) to goToSection, and finishes a section
 * visit started on another page. Without JavaScript the links are plain `/#id` links.
 */
export function enhanceSectionLinks() {
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-section]');
    const section = link?.dataset.section;
    if (!section) return;
    event.preventDefault();
    goToSection(section);
  });
  let pending: string | null = null;
  try {
    pending = window.sessionStorage.getItem(PENDING_SECTION_KEY);
    window.sessionStorage.removeItem(PENDING_SECTION_KEY);
  } catch {
    return;
  }
  if (!pending || window.location.pathname !== homePath()) return;
  const id = pending;
  window.setTimeout(() => {
    window.history.replaceState(window.history.state, '', sectionUrl(id));
    scrollToSection(id);
  }, SECTION_SCROLL_DELAY_MS);
}
