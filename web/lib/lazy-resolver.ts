import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema arrives with the first check (a blur or the submit), not with the
 * page: zod is about two thirds of an account screen's script, and nobody needs it before typing
 * (docs/decisions/041). The module is fetched once. When it cannot be fetched (the connection
 * dropped), this check passes the values on unchecked: the server checks every field with the same
 * rules and its answer names what is wrong, or the send fails as any send on a dead connection
 * does; the next check tries the fetch again.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    let resolve: Resolver<Values, Context, Output>;
    try {
      resolve = await loading;
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return resolve(values, context, options);
  };
}
