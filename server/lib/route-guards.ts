/**
 * What a route's token check asks for, attached to the check itself (plugins/auth.ts), so the
 * API description (plugins/openapi.ts) can say which operations need a bearer token and which
 * roles, from the routes as they are registered rather than from a second list.
 */
export interface GuardInfo {
  who: 'staff' | 'applicant';
  /** Staff roles allowed; undefined: any staff member. */
  roles?: readonly string[];
}

const GUARD = Symbol('sigap.guard');

export function markGuard<F extends object>(guard: F, info: GuardInfo): F {
  return Object.assign(guard, { [GUARD]: info });
}

/** The guard among a route's hooks (one function or a list), if any. */
export function findGuard(hooks: unknown): GuardInfo | undefined {
  for (const hook of Array.isArray(hooks) ? hooks : [hooks])
    if (hook && typeof hook === 'function' && GUARD in hook)
      return (hook as unknown as Record<symbol, GuardInfo>)[GUARD];
  return undefined;
}
