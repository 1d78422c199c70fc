import './styles/public.css';
// The hero's own CSS is imported here only, not by its island: the page inlines this build's one
// stylesheet, and an island importing CSS would make Vite's loader fetch that stylesheet again.
import './features/home/hero.css';

/**
 * The public pages' entry (docs/decisions/027-public-islands.md, 029). Their content is already in
 * the HTML, so the islands' code is not needed to paint: it is fetched once the page's main image
 * has painted, so that on a slow phone connection the document and that image get the bandwidth
 * first. Pages mark their main image with fetchpriority="high" (the hero, a service page's first
 * photo); a page without one loads the islands after its first paint.
 */
const MAX_WAIT_MS = 3000;

/** requestAnimationFrame runs just before the next paint; the timeout after it. */
function afterNextPaint(callback: () => void) {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

function mainImagesLoaded() {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.all(
    images.map(
      (image) =>
        image.complete ||
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

let started = false;
let pendingClick: HTMLElement | null = null;

function loadIslands() {
  if (started) return;
  started = true;
  void import('./public-islands.tsx').then(async ({ loadShownIslands, startIslands }) => {
    // Only the islands this page shows are fetched (docs/decisions/049); a press meanwhile is
    // still remembered.
    await loadShownIslands();
    document.removeEventListener('click', rememberEarlyClick, true);
    startIslands(pendingClick);
  });
}

/** A button of an island pressed before its code arrived: fetch it now and press it then. */
function rememberEarlyClick(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-island] button');
  if (!button) return;
  pendingClick = button;
  loadIslands();
}
document.addEventListener('click', rememberEarlyClick, true);

// An image that never arrives must not keep the menu and the contact form from working.
void Promise.race([
  mainImagesLoaded(),
  new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS)),
]).then(() => afterNextPaint(loadIslands));
