import type { ReactNode } from 'react';

/**
 * A white card around a table wider than a phone, scrolling sideways. Named and focusable, so a
 * keyboard can scroll it too (axe scrollable-region-focusable).
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="focus-visible:outline-brand-600 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
