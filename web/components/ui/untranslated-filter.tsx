import { useId } from 'react';

import { fieldText } from '#common/texts/common';

/**
 * Above a list of items with English twins (docs/decisions/043): how many still lack their English
 * text, and a check box that shows only those.
 */
export function UntranslatedFilter({
  untranslatedCount,
  isOnly,
  onChange,
  className = '',
}: {
  untranslatedCount: number;
  isOnly: boolean;
  onChange: (isOnly: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex flex-wrap items-center justify-between gap-2 text-sm ${className}`}>
      <p className={untranslatedCount ? 'font-semibold text-amber-700' : 'text-slate-600'}>
        {fieldText.untranslatedCount(untranslatedCount)}
      </p>
      <label htmlFor={id} className="flex items-center gap-2 text-slate-700">
        <input
          id={id}
          type="checkbox"
          checked={isOnly}
          onChange={(event) => onChange(event.target.checked)}
        />
        {fieldText.untranslatedFilter}
      </label>
    </div>
  );
}
