import { type ReactNode, useId, useState } from 'react';

import { commonText } from '#common/texts/common';

import { OutlineIcon } from './outline-icon.tsx';

/**
 * A staff list's filters (docs/decisions/042). On a phone they fold behind one 'Filter' button
 * that says how many are active, so the list starts on the first screen; from 768 px on they
 * are always shown above the list.
 */
export function FilterPanel({
  activeCount,
  children,
}: {
  activeCount: number;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        className="focus-visible:outline-brand-700 inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 md:hidden"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((value) => !value)}
      >
        <OutlineIcon className="h-5 w-5" isRound>
          <path d="M4 5h16l-6 8v5l-4 2v-7z" />
        </OutlineIcon>
        {commonText.filterToggle}
        {activeCount > 0 ? (
          <span className="bg-brand-700 rounded-full px-2 py-0.5 text-xs text-white">
            {commonText.filtersActive(activeCount)}
          </span>
        ) : null}
      </button>
      <div id={panelId} className={isOpen ? 'mt-3 md:mt-0' : 'hidden md:block'}>
        {children}
      </div>
    </div>
  );
}

/** How many of a list's filter values are set. */
export const countActive = (values: Record<string, unknown>, ignore: readonly string[] = []) =>
  Object.entries(values).filter(([key, value]) => !ignore.includes(key) && Boolean(value)).length;
