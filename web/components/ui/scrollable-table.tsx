import { type ReactNode, useEffect, useRef, useState } from 'react';

import { commonText } from '#common/texts/common';

/** Cells of the first column stay in view while the rest scrolls under them. */
const STICKY_FIRST_COLUMN =
  '[&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:z-[1] [&_tr>:first-child]:bg-white [&_thead_tr>:first-child]:bg-slate-50 [&_tr>:first-child]:shadow-[1px_0_0_var(--color-slate-200)]';

/**
 * A white card around a table wider than a phone (docs/decisions/042). The scroll box is
 * positioned, so absolutely placed text in a cell (an `sr-only` header) scrolls with it instead of
 * widening the page. When the table is wider
 * than its card it says so above it, keeps its first column in view, and shades the edge that has
 * more columns behind it. Named and focusable, so a keyboard can scroll it too (axe
 * scrollable-region-focusable).
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ isWide: false, hasMoreRight: false });

  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const measure = () => {
      const isWide = region.scrollWidth > region.clientWidth + 1;
      const hasMoreRight = region.scrollLeft + region.clientWidth < region.scrollWidth - 1;
      setOverflow((current) =>
        current.isWide === isWide && current.hasMoreRight === hasMoreRight
          ? current
          : { isWide, hasMoreRight },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    region.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      region.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <div>
      {overflow.isWide ? (
        <p
          className="mb-1 flex items-center gap-1 text-xs text-slate-600"
          data-testid="scroll-hint"
        >
          <span aria-hidden="true">↔</span> {commonText.tableScrolls}
        </p>
      ) : null}
      <div className="relative">
        <div
          ref={ref}
          className={`focus-visible:outline-brand-600 relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 ${overflow.isWide ? STICKY_FIRST_COLUMN : ''}`}
          role="region"
          aria-label={label}
          tabIndex={0}
        >
          {children}
        </div>
        {overflow.hasMoreRight ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-px right-px w-8 rounded-r-2xl bg-gradient-to-l from-slate-900/15 to-transparent"
          />
        ) : null}
      </div>
    </div>
  );
}
