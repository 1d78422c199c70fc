import type { ReactNode } from 'react';

export const BUTTON_LINK_VARIANTS = {
  primary: 'bg-brand-700 hover:bg-brand-800 text-white',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
} as const;

/**
 * A plain link that looks like a button (ButtonLink's look without the router), for the
 * server-rendered career pages, where moving on is a page load (docs/decisions/041).
 */
export function AnchorButton({
  href,
  variant = 'primary',
  className,
  children,
}: {
  href: string;
  variant?: keyof typeof BUTTON_LINK_VARIANTS;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={`${BUTTON_LINK_VARIANTS[variant]} rounded-lg font-semibold ${className}`}
    >
      {children}
    </a>
  );
}
