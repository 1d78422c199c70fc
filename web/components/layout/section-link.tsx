import type { ReactNode } from 'react';

import { homePathOf } from '#common/lang';

import { useLang } from '../../lib/lang.tsx';

interface SectionLinkProps {
  section: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/**
 * A link to a home page section: `/#id` (`/en#id` on the English pages) without JavaScript; with it, the public script
 * (enhanceSectionLinks in use-section-nav.ts) scrolls smoothly, after 300 ms from other pages.
 */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const home = homePathOf(useLang());
  return (
    <a
      href={section === 'home' ? home : `${home}#${section}`}
      data-section={section}
      className={className}
      onClick={onNavigate}
    >
      {children}
    </a>
  );
}
