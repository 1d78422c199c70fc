/**
 * The applicant's account screens are server HTML with islands, without a router
 * (docs/decisions/041-applicant-screens-as-islands.md): moving on is a page load. `replace` keeps
 * the screen left behind out of the history (after a login, the back button does not return to it).
 */
export function goTo(path: string, { replace = false }: { replace?: boolean } = {}) {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}

/** What was typed into a field before the island's code arrived (a slow phone): kept, not wiped. */
export type TypedValues = Record<string, string | boolean>;
