/**
 * What a route's token check asks for, attached to the check itself (plugins/auth.ts), so the
 * API description (plugins/openapi.ts) can say which operations need a bearer token and which
 * roles, from the routes as they are registered rather than from a second list.
 */
export interface AccessRule {
  who: 'staff' | 'applicant';
  /** Staff roles allowed; undefined: any staff member. */
  roles?: readonly string[];
}

const ACCESS_RULE = Symbol('sigap.access-rule');

export function markAccessCheck<F extends object>(check: F, info: AccessRule): F {
  return Object.assign(check, { [ACCESS_RULE]: info });
}

/** The access check among a route's hooks (one function or a list), if any. */
export function findAccessCheck(hooks: unknown): AccessRule | undefined {
  for (const hook of Array.isArray(hooks) ? hooks : [hooks])
    if (hook && typeof hook === 'function' && ACCESS_RULE in hook)
      return (hook as unknown as Record<symbol, AccessRule>)[ACCESS_RULE];
  return undefined;
}
