import { type ComponentProps, useId } from 'react';

import { privacyText as t } from '#common/texts/privacy';

/**
 * The required consent to the privacy notice (UU PDP 27/2022) on the registration and application
 * forms. The notice opens in a new tab so a half-filled form is not lost.
 */
export function ConsentCheckbox({
  error,
  id,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { error?: string }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="text-brand-700 focus:ring-brand-500 h-6 w-6 shrink-0 rounded border-slate-300"
          {...props}
        />
        {/* The whole text is the target: at least 44 px high on a phone (decision 041). */}
        <label htmlFor={fieldId} className="min-h-11 flex-1 py-0.5 text-sm text-slate-700">
          {t.consentBefore}
          <a
            href="/kebijakan-privasi"
            target="_blank"
            rel="noopener"
            className="text-brand-700 font-semibold underline"
          >
            {t.consentLink}
          </a>
          {t.consentAfter}
        </label>
      </div>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
