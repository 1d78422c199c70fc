import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema arrives with the first check (a blur or the submit), not with the
 * page: zod is about two thirds of an account screen's script, and nobody needs it before typing
 * (docs/decisions/041). The module is fetched once; a failed fetch is tried again next check.
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
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
