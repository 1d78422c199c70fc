import { codeForField, type ErrorCode } from '#common/error-codes';

/**
 * A use case's refusal, thrown where the rule lives (server/domain knows no HTTP): why, in the
 * client's words, and the `code` a client acts on (docs/api.md, "Errors"). The API's one error
 * handler (server/plugins/errors.ts) answers it with the status its kind stands for.
 */
export type RefusalKind =
  /** The input breaks a rule: 400. */
  | 'invalid'
  /** The state forbids it now (a second application): 409. */
  | 'conflict'
  /** More or larger than allowed: 413. */
  | 'too-large';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export const invalid = (message: string, code?: ErrorCode) => new Refusal('invalid', message, code);

/** The refusal of a failed `safeParse`: its first issue's text, and the field's code where it has one. */
export function invalidFields(
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
  fallback: string,
) {
  const first = issues[0];
  return new Refusal('invalid', first?.message || fallback, codeForField(first?.path[0]));
}
