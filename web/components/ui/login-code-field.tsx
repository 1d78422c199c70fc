import { mfaText } from '#common/texts/mfa';

import { TextField } from './field.tsx';

/**
 * The code that proves a second factor: an authenticator's code or a recovery code, which the
 * browser may offer to fill in but never capitalizes or corrects.
 */
export function LoginCodeField({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (code: string) => void;
  autoFocus: boolean;
}) {
  return (
    <TextField
      label={mfaText.loginCodeLabel}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
