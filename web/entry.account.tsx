import './lib/preact-ref-as-prop.ts';

import { type ComponentType, type ReactNode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

import { DATA_ELEMENT_ID, prefetchAfterLoad } from './lib/page-data.ts';
import type { HydrationPayload } from './entry.server.tsx';
import type { TypedValues } from './lib/page-navigation.ts';
import { islandProps } from './lib/island.tsx';
import { PublicConfigProvider } from './lib/public-config.tsx';

/**
 * What the scripts of the applicant's account screens share (web/entry.login-user.tsx and its
 * siblings; docs/decisions/041-applicant-screens-as-islands.md). The server sends each screen as
 * HTML with its form in it, styled by the inlined public CSS; its script brings the form to life with
 * Preact (vite.public.config.ts) at once: on these pages the form is the first thing the visitor
 * uses. One script per screen, so a screen loads only its own form. No router, no query cache.
 */

/** What was typed, chosen or ticked in the server's form before this code arrived. */
function typedValues(element: HTMLElement): TypedValues {
  const values: TypedValues = {};
  for (const field of element.querySelectorAll<HTMLInputElement>(
    'input[name], select[name], textarea[name]',
  )) {
    if (field.type === 'checkbox') {
      if (field.checked) values[field.name] = true;
    } else if (field.type === 'radio') {
      if (field.checked) values[field.name] = field.value;
    } else if (field.value) values[field.name] = field.value;
  }
  return values;
}

/** Marks the island as started once its render is on screen, as the public islands do. */
function Started({ onStarted, children }: { onStarted: () => void; children: ReactNode }) {
  useEffect(onStarted, [onStarted]);
  return children;
}

/** Starts the page's island `name` with `Component`, its server props and what was typed. */
export function hydrateAccountForm(name: string, form: ComponentType<never>) {
  const Component = form as ComponentType<{ typed?: TypedValues }>;
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!element) return;
  const payload = JSON.parse(
    document.getElementById(DATA_ELEMENT_ID)?.textContent || '{}',
  ) as Partial<HydrationPayload>;
  const island = (
    <Started
      onStarted={() => {
        element.dataset.hydrated = 'true';
      }}
    >
      <Component {...islandProps(element)} typed={typedValues(element)} />
    </Started>
  );
  // Rendered over the server's markup rather than hydrated: the render reuses the same elements
  // (focus and caret stay, nothing moves) and sets every prop, so the DOM is exactly this
  // component's; what was typed before comes back through `typed`.
  createRoot(element).render(
    payload.config ? (
      <PublicConfigProvider value={payload.config}>{island}</PublicConfigProvider>
    ) : (
      island
    ),
  );
  prefetchAfterLoad();
}
