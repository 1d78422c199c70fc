import './styles/public.css';
// Imported by the hero island too; here so it is in the CSS inlined in the page, not fetched later.
import './features/home/hero.css';

/**
 * The public pages' entry (docs/decisions/027-public-islands.md). Their content is already in the
 * HTML, so the islands' code is not needed for the first paint: it is fetched once the page has
 * painted, and on a slow phone connection the document, the hero image and the text get the
 * bandwidth first. requestAnimationFrame runs just before the next paint; the timeout after it.
 */
function afterFirstPaint(callback: () => void) {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

afterFirstPaint(() => void import('./public-islands.tsx'));
