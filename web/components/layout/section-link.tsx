import type { ReactNode } from 'react';

interface SectionLinkProps {
  section: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/**
 * A link to a home page section: `/#id` without JavaScript; with it, the public script
 * (enhanceSectionLinks in use-section-nav.ts) scrolls smoothly, after 300 ms from other pages.
 */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  return (
    <a
      href={section === 'home' ? '/' : `/#${section}`}
      data-section={section}
      className={className}
      onClick={onNavigate}
    >
      {children}
    </a>
  );
}
