import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Spec §9: after navigating to the home page, wait 300 ms before scrolling to the section. */
export const SECTION_SCROLL_DELAY_MS = 300;

export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Move keyboard focus along with the view, without a second jump.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Returns `goToSection(id)`: on `/` it scrolls to the section; elsewhere it navigates to `/` and
 * scrolls after 300 ms (SPEC §2 'Kontak Kami', navbar). Links keep `href="/#id"` so they also work
 * without JavaScript.
 */
export function useSectionNav() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      if (pathname === '/') {
        window.history.replaceState(window.history.state, '', id === 'home' ? '/' : `/#${id}`);
        scrollToSection(id);
        return;
      }
      navigate('/', { preventScrollReset: false });
      window.setTimeout(() => scrollToSection(id), SECTION_SCROLL_DELAY_MS);
    },
    [navigate, pathname],
  );
}
