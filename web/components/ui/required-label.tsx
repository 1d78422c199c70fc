import type { ReactNode } from 'react';

/**
 * A field's label with the mark of a required field. The star is drawn by CSS, so the label's
 * text (and the field's accessible name) stays the label itself; the control carries
 * `aria-required`, which screen readers announce.
 */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return <span className="after:ml-0.5 after:text-red-700 after:content-['*']">{children}</span>;
}
