import type { ReactNode } from 'react';

import { TableHead } from './table-head.tsx';

/**
 * Rows shown two ways: on phones one card per row (`cards`, the <li>s), on wider screens a table
 * with `columns` and `rows` (the <tr>s), so a phone never scrolls sideways (docs/decisions/042).
 */
export function CardsOrTable({
  cards,
  columns,
  firstClassName,
  rows,
}: {
  cards: ReactNode;
  columns: ReactNode[];
  /** Sizes the first column (a row number or a check box). */
  firstClassName?: string;
  rows: ReactNode;
}) {
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden">{cards}</ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <TableHead columns={columns} firstClassName={firstClassName} />
          <tbody className="divide-y divide-slate-100">{rows}</tbody>
        </table>
      </div>
    </>
  );
}
