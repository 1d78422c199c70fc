import { type ReactNode, useId } from 'react';

/**
 * A group of radio buttons or checkboxes under its legend, with the group's error text (if any)
 * below and tied to the group for screen readers, as the single fields do.
 */
export function ChoiceFieldset({
  legend,
  error,
  legendClassName = 'text-sm font-medium text-slate-700',
  optionsClassName = 'mt-2 flex flex-wrap gap-4',
  children,
}: {
  legend: ReactNode;
  error?: string;
  legendClassName?: string;
  optionsClassName?: string;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={optionsClassName}>{children}</div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
