import type { ReactNode } from 'react';

/**
 * A home page section (docs/product.md §2): an anchor target under the sticky navbar, headed by its title
 * (which names the section for screen readers), an optional eyebrow above and a lead line below.
 */
export function HomeSection({
  id,
  title,
  intro,
  eyebrow,
  className,
  containerClassName,
  headerClassName = 'text-center',
  introClassName = 'mt-3 text-slate-600',
  children,
}: {
  /** The anchor the navbar links to; the title gets `${id}-title`. */
  id: string;
  title: string;
  intro: string;
  eyebrow?: string;
  /** The section's background. */
  className: string;
  containerClassName: string;
  headerClassName?: string;
  introClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-16 py-16 sm:py-24 ${className}`}
    >
      <div className={containerClassName}>
        <div className={headerClassName}>
          {eyebrow ? (
            <p className="text-brand-600 text-sm font-bold tracking-widest uppercase">{eyebrow}</p>
          ) : null}
          <h2
            id={`${id}-title`}
            className={`${eyebrow ? 'mt-3' : ''} text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl`}
          >
            {title}
          </h2>
          <p className={introClassName}>{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

/**
 * The home section of a content list (FAQ, tenants, testimonies): the feature's section title and
 * subtitle, centred over a narrow column unless `containerClassName` says otherwise.
 */
export function ContentListSection({
  id,
  texts,
  background = 'bg-slate-50',
  containerClassName = 'mx-auto max-w-3xl px-5 sm:px-8',
  children,
}: {
  id: string;
  texts: { sectionTitle: string; sectionSubtitle: string };
  background?: 'bg-slate-50' | 'bg-white';
  containerClassName?: string;
  children: ReactNode;
}) {
  return (
    <HomeSection
      id={id}
      title={texts.sectionTitle}
      intro={texts.sectionSubtitle}
      className={background}
      containerClassName={containerClassName}
    >
      {children}
    </HomeSection>
  );
}
