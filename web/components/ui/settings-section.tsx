import { type ReactNode, useId } from 'react';

/** A titled part of the own security page: a heading, a line of introduction, then `children`. */
export function SettingsSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
