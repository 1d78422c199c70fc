/**
 * An applicant's username as typed, without zod: the register island strips it while typing
 * and loads the schemas only when the form is checked (docs/decisions/041).
 */

/** docs/product.md §5: the username keeps letters and digits only; everything else is stripped. */
export function stripUsername(value: string) {
  return value.replace(/[^A-Za-z0-9]/g, '');
}
