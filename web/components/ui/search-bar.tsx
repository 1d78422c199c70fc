import type { ComponentProps, FormEvent, ReactNode } from 'react';

import { TextField } from './field.tsx';

/** The card every staff list's search sits in: white, rounded, a grid that stacks on a phone. */
const SEARCH_BAR_CLASS =
  'grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:items-end';

/**
 * A staff list's search bar (inbox, vacancies, applicants): one landmark (`role="search"`) in one
 * style; `columns` sets the wide screen's grid for the list's own filters. With `onSubmit` it is
 * a form (the search runs on Enter or its button), otherwise the filters apply as they change.
 */
export function SearchBar({
  columns,
  onSubmit,
  children,
}: {
  /** Tailwind grid columns from `lg` up, e.g. `lg:grid-cols-4`. */
  columns: string;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  const className = `${SEARCH_BAR_CLASS} ${columns}`;
  if (!onSubmit)
    return (
      <div role="search" className={className}>
        {children}
      </div>
    );
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      className={className}
    >
      {children}
    </form>
  );
}

/** The bar's text search: a labelled `type="search"` field. */
export function SearchText(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return <TextField type="search" {...props} />;
}
