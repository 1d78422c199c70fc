import type { ReactNode } from 'react';

/**
 * Marks an interactive part of a server-rendered public page (docs/decisions/027-public-islands.md).
 * The server renders `children`; in the browser public-islands.tsx hydrates the element with the
 * island's component (by `name`) and `props`, so `children` must be that component with those
 * props. `display: contents` keeps the wrapper out of the layout.
 */
export function Island({
  name,
  props,
  children,
}: {
  name: string;
  props?: object;
  children: ReactNode;
}) {
  return (
    <div
      data-island={name}
      data-props={props ? JSON.stringify(props) : undefined}
      className="contents"
    >
      {children}
    </div>
  );
}

/** Reads an island's props back in the browser. */
export function islandProps(element: HTMLElement): Record<string, unknown> {
  return element.dataset.props
    ? (JSON.parse(element.dataset.props) as Record<string, unknown>)
    : {};
}
