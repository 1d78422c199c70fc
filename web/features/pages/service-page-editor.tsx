import type { ReactNode } from 'react';

import type { Service } from '#common/rules';
import { SERVICE_NAMES } from '#common/texts/cards';
import { pagesText } from '#common/texts/pages';

import { PageEditor } from './page-editor.tsx';

/** A service page's editor: its text; the route adds the gallery editor below (features stay apart). */
export function ServicePageEditor({
  service,
  children,
}: {
  service: Service;
  children?: ReactNode;
}) {
  const name = SERVICE_NAMES[service];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{pagesText.serviceEditorTitle(name)}</h1>
      <PageEditor slug={`layanan-${service}`} defaultTitle={`Layanan ${name}`} />
      {children}
    </div>
  );
}
