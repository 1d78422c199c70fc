import type { ChangeEvent } from 'react';
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

/**
 * bindField for a text field that keeps only what `filter` lets through as the user types
 * (letters only in a name, digits only in a phone number).
 */
export function bindFilteredField<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  name: Path<Values>,
  filter: (value: string) => string,
) {
  const bound = bindField(form, name);
  return {
    ...bound,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = filter(event.target.value);
      void bound.onChange(event);
    },
  };
}
