import type { ReactNode } from 'react';

/**
 * The header row of a staff table: small grey upper-case column names. `firstClassName` sizes the
 * first column (the row number).
 */
export function TableHead({
  columns,
  firstClassName,
}: {
  columns: ReactNode[];
  firstClassName?: string;
}) {
  return (
    <thead className="text-xs tracking-wide text-slate-500 uppercase">
      <tr>
        {columns.map((column, index) => (
          <th
            key={index}
            scope="col"
            className={index === 0 && firstClassName ? `${firstClassName} px-4 py-2` : 'px-4 py-2'}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
