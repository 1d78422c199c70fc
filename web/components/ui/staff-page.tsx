import type { ComponentType } from 'react';

import type { Role } from '#common/roles';

import { RequireRole } from '../layout/require-role.tsx';

interface StaffScreen {
  allowed: readonly Role[];
  /** Shown in place of the screen to a role that is not allowed. */
  deniedText: string;
  /** The page title (also the browser tab's) and its one-line introduction. */
  texts: { title: string; intro: string };
  Content: ComponentType;
}

/**
 * The route module (`Component` and `handle`) of an admin screen that only some roles may open:
 * the role gate, the title and introduction, then the screen's content. Kept out of search engines.
 */
export function staffScreenRoute({ allowed, deniedText, texts, Content }: StaffScreen) {
  function Component() {
    return (
      <RequireRole allowed={allowed} deniedText={deniedText}>
        <div className="mx-auto max-w-6xl space-y-4">
          <div>
            <h1 className="text-2xl font-bold text-slate-900">{texts.title}</h1>
            <p className="mt-1 text-sm text-slate-600">{texts.intro}</p>
          </div>
          <Content />
        </div>
      </RequireRole>
    );
  }
  return { Component, handle: { seo: () => ({ title: texts.title, noindex: true }) } };
}
