import { Link } from 'react-router';

import { localPath } from '#common/lang';
import { homeText as homeTextId, homeTextEn } from '#common/texts/home';
import { useLang, useTexts } from '../../lib/lang.tsx';

/**
 * About (docs/product.md §2, id `about`): the company in a few lines and 'Read More' to /tentang-kami. The
 * lines are the first paragraph of the 'tentang-kami' page that editors maintain (its `summary`).
 */
export function AboutSection({ summary }: { summary?: string }) {
  const homeText = useTexts(homeTextId, homeTextEn);
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="scroll-mt-16 bg-white py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-5 sm:px-8 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="text-brand-600 text-sm font-bold tracking-widest uppercase">
            {homeText.aboutEyebrow}
          </p>
          <h2
            id="about-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {homeText.aboutTitle}
          </h2>
          <p className="mt-5 text-base leading-relaxed text-slate-600 sm:text-lg">
            {summary || homeText.aboutFallback}
          </p>
          <Link
            to={localPath(useLang(), '/tentang-kami')}
            className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700 mt-8 inline-flex items-center gap-2 rounded-lg px-6 py-3 font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {homeText.readMore}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        <dl className="grid grid-cols-3 gap-3 sm:gap-5">
          {homeText.aboutStats.map((stat) => (
            <div
              key={stat.label}
              className="bg-brand-50 ring-brand-100 flex flex-col-reverse rounded-2xl px-3 py-6 text-center ring-1 sm:px-5 sm:py-8"
            >
              <dt className="mt-2 text-xs font-medium text-slate-600 sm:text-sm">{stat.label}</dt>
              <dd className="text-brand-700 text-2xl font-extrabold sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
