import type { MouseEvent, ReactNode } from 'react';

import { useSectionNav } from './use-section-nav.ts';

interface SectionLinkProps {
  section: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/** A link to a home page section: `/#id` without JavaScript, smooth scroll (after 300 ms from other pages) with it. */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const goToSection = useSectionNav();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    onNavigate?.();
    goToSection(section);
  }
  return (
    <a href={section === 'home' ? '/' : `/#${section}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
