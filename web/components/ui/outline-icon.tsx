import type { ReactNode } from 'react';

/**
 * A decorative 24-unit outline icon in the text colour: the one SVG frame behind the menus',
 * arrows' and fields' icons. `children` are its paths.
 */
export function OutlineIcon({
  className,
  strokeWidth = 2,
  isRound = false,
  children,
}: {
  className: string;
  strokeWidth?: number;
  /** Round line caps and joins on every path. */
  isRound?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={isRound ? 'round' : undefined}
      strokeLinejoin={isRound ? 'round' : undefined}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** The three-line menu button's icon. */
export function HamburgerIcon({ className = 'h-6 w-6' }: { className?: string }) {
  return (
    <OutlineIcon className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </OutlineIcon>
  );
}

/** An arrow out of a door. */
export function LogoutIcon({ className }: { className: string }) {
  return (
    <OutlineIcon className={className} isRound>
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />
    </OutlineIcon>
  );
}
