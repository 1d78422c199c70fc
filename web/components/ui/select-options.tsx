import { commonText } from '#common/texts/common';

interface Option {
  value: string;
  label: string;
}

/** One option per value, its text from `labelOf` (the value itself by default). */
export function optionsOf<V extends string | number>(
  values: readonly V[],
  labelOf: (value: V) => string = String,
): Option[] {
  return values.map((value) => ({ value: String(value), label: labelOf(value) }));
}

/** January to December, valued 1 to 12 as the month filters send them. */
export const MONTH_OPTIONS: Option[] = commonText.months.map((label, index) => ({
  value: String(index + 1),
  label,
}));

/**
 * The `<option>`s of a select: first, when `emptyLabel` is given, the choice with an empty value
 * ('Semua …' in a filter, a placeholder in a form), then one per option.
 */
export function SelectOptions({ options, emptyLabel }: { options: Option[]; emptyLabel?: string }) {
  return (
    <>
      {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
