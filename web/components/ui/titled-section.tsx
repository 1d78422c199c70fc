import { type ReactNode, useId } from 'react';

/** A `<section>` named by its own `<h2>`, so screen readers list it as a region with that title. */
export function TitledSection({
  title,
  className,
  headingClassName = 'text-lg font-bold text-slate-900',
  children,
}: {
  title: ReactNode;
  className: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
