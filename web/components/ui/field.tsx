import { type ComponentProps, type ElementType, type ReactNode, useId } from 'react';

import { OutlineIcon } from './outline-icon.tsx';

/**
 * Form building blocks. Every field shows its own error text under it (the product's messages, not
 * the browser's bubbles), and ties label, input and error together for screen readers.
 */

const INPUT_CLASS =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-500';

export function Field({
  label,
  error,
  hint,
  children,
  id,
  isLabelHidden = false,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id: string;
  children: ReactNode;
  /** Only screen readers read the label (where a card's heading already names the control). */
  isLabelHidden?: boolean;
}) {
  return (
    <div className="space-y-1">
      <label
        htmlFor={id}
        className={isLabelHidden ? 'sr-only' : 'block text-sm font-medium text-slate-700'}
      >
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What every field takes besides its control's own props. */
interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A field control's id, its error wiring for screen readers, and the input look. */
function useControlProps(id: string | undefined, error: string | undefined, className = '') {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${fieldId}-error` : undefined,
    className: `${INPUT_CLASS} ${className}`,
  };
}

type InputProps = ComponentProps<'input'> & FieldProps & { trailing?: ReactNode };

export function TextField({ label, error, hint, trailing, id, className, ...props }: InputProps) {
  const control = useControlProps(id, error, `${trailing ? 'pr-11' : ''} ${className ?? ''}`);
  return (
    <Field label={label} error={error} hint={hint} id={control.id}>
      <div className="relative">
        <input {...control} {...props} />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>
        ) : null}
      </div>
    </Field>
  );
}

/** A TextField for a whole number: phones show their number pad. */
export function NumberField(props: Omit<InputProps, 'type' | 'inputMode'>) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/** A field around a plain `textarea` or `select`: its props go to the control. */
function plainField<Tag extends 'textarea' | 'select'>(tag: Tag) {
  // Loosely typed inside: TypeScript cannot pair a generic tag with that tag's own props.
  const Control = tag as ElementType;
  return function PlainField({
    label,
    error,
    hint,
    id,
    className,
    ...props
  }: ComponentProps<Tag> & FieldProps) {
    // A text box grows with its text (docs/decisions/042), up to about half a phone screen.
    const grows = tag === 'textarea' ? 'field-sizing-content min-h-20 max-h-96' : '';
    const control = useControlProps(id, error, `${grows} ${className ?? ''}`);
    return (
      <Field label={label} error={error} hint={hint} id={control.id}>
        <Control {...control} {...props} />
      </Field>
    );
  };
}

export const TextAreaField = plainField('textarea');
export const SelectField = plainField('select');

const BUTTON_VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary:
    'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-brand-700',
  /** Destructive: as quiet as a secondary button until the confirmation (docs/decisions/042). */
  danger:
    'border border-slate-300 bg-white text-red-700 hover:border-red-300 hover:bg-red-50 focus-visible:outline-red-600',
} as const;

export function Button({
  variant = 'primary',
  isBusy,
  className,
  children,
  disabled,
  ...props
}: ComponentProps<'button'> & { variant?: keyof typeof BUTTON_VARIANTS; isBusy?: boolean }) {
  return (
    <button
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${BUTTON_VARIANTS[variant]} ${className ?? ''}`}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...props}
    >
      {isBusy ? <Spinner className="h-4 w-4" /> : null}
      {children}
    </button>
  );
}

export function Spinner({ className = 'h-8 w-8', label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <svg
        className={`animate-spin text-current ${className}`}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle
          cx="12"
          cy="12"
          r="10"
          stroke="currentColor"
          strokeWidth="4"
          className="opacity-25"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** Show/hide toggle for password fields (docs/product.md §2 logins). */
export function PasswordToggle({
  isVisible,
  onToggle,
}: {
  isVisible: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="rounded p-1.5 text-slate-500 hover:text-slate-800"
      aria-label={isVisible ? 'Sembunyikan password' : 'Tampilkan password'}
      aria-pressed={isVisible}
    >
      {isVisible ? (
        <OutlineIcon className="h-5 w-5">
          <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
        </OutlineIcon>
      ) : (
        <OutlineIcon className="h-5 w-5">
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
        </OutlineIcon>
      )}
    </button>
  );
}

/**
 * A form's own message above its buttons, or nothing without one: red for a failure (role alert),
 * green for a success (role status). `children` follow the text (a link to try again).
 */
export function FormMessage({
  message,
  kind = 'error',
  isBold,
  children,
}: {
  message: string | undefined;
  kind?: 'ok' | 'error';
  isBold?: boolean;
  children?: ReactNode;
}) {
  if (!message) return null;
  const colors = kind === 'ok' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-700';
  return (
    <div
      role={kind === 'ok' ? 'status' : 'alert'}
      className={`rounded-lg px-3 py-2 text-sm ${colors} ${isBold ? 'font-medium' : ''}`}
    >
      <p>{message}</p>
      {children}
    </div>
  );
}
