import type { ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { fieldText } from '#common/texts/common';

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
 * bindField for the English twin of an Indonesian field (docs/decisions/043): labelled as the
 * Indonesian field's English version and marked `lang="en"`, the same in every editor that binds
 * its fields with bindField.
 */
export function bindEnglishTwin<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  name: Path<Values>,
  indonesianLabel: string,
) {
  return { label: fieldText.english(indonesianLabel), lang: 'en', ...bindField(form, name) };
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

/**
 * A `<form>` ref that hands each of the form's named controls to react-hook-form. Needed where the
 * form runs on preact/compat (public pages and the applicant's account screens, decisions 027
 * and 041), which passes no `ref` prop to a function component such as TextField, so the ref in
 * bindField's props never reaches the input there.
 */
export function registerThroughForm<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
) {
  return (element: HTMLFormElement | null) => {
    if (!element) return;
    for (const name of Object.keys(form.getValues())) {
      const control = element.elements.namedItem(name);
      if (control instanceof HTMLElement) form.register(name as Path<Values>).ref(control);
    }
  };
}
