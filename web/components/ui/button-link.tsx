import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { BUTTON_LINK_VARIANTS as VARIANTS } from './anchor-button.tsx';

/**
 * A link inside the app that looks like a button: the colours of `variant`, rounded and bold;
 * `className` gives its size and place, which differ from screen to screen.
 */
export function ButtonLink({
  to,
  variant = 'primary',
  className,
  children,
}: {
  to: string;
  variant?: keyof typeof VARIANTS;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`${VARIANTS[variant]} rounded-lg font-semibold ${className}`}>
      {children}
    </Link>
  );
}
