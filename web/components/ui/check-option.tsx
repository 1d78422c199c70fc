import type { ComponentProps, ReactNode } from 'react';

/**
 * A checkbox or radio button with its text beside it; the whole line is the label, so a click on
 * the text ticks it. `labelClassName` adds to the line (its place in a grid).
 */
export function CheckOption({
  label,
  labelClassName,
  className = 'accent-brand-700 h-6 w-6 shrink-0',
  ...props
}: ComponentProps<'input'> & { label: ReactNode; labelClassName?: string }) {
  return (
    <label
      className={`flex items-center gap-2 text-sm text-slate-800 ${labelClassName ?? ''}`.trim()}
    >
      <input className={className} {...props} />
      {label}
    </label>
  );
}
