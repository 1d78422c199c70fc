import type { ReactNode } from 'react';

import { CONTENT_ROLES } from '#common/roles';

import { RequireRole } from './require-role.tsx';

/**
 * The frame of an admin content screen (docs/product.md §2 editors): content roles only, others get
 * 'Akses Ditolak!' (with `deniedText` under it) and go to /admin; then the title, an optional
 * intro line, and the editor.
 */
export function ContentEditorScreen({
  title,
  intro,
  deniedText,
  children,
}: {
  title: string;
  intro?: string;
  deniedText?: string;
  children: ReactNode;
}) {
  const heading = <h1 className="text-2xl font-bold text-slate-900">{title}</h1>;
  return (
    <RequireRole allowed={CONTENT_ROLES} redirectTo="/admin" deniedText={deniedText}>
      <div className="space-y-6">
        {intro ? (
          <header>
            {heading}
            <p className="mt-1 text-slate-600">{intro}</p>
          </header>
        ) : (
          heading
        )}
        {children}
      </div>
    </RequireRole>
  );
}
