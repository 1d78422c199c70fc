import { type ComponentProps, type ReactNode, useState } from 'react';

import { PasswordToggle, TextField } from './field.tsx';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A password TextField with its own show/hide toggle (docs/product.md §2 logins). */
export function PasswordField(props: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={<PasswordToggle isVisible={isVisible} onToggle={() => setIsVisible((v) => !v)} />}
    />
  );
}
