import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The props that tie one of our fields to a react-hook-form field: its error text and what
 * register() returns (name, ref, onChange, onBlur).
 */
export function bindField<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  name: Path<Values>,
) {
  return {
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name),
  };
}
