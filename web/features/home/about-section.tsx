import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { homeText } from '#common/texts/home';

import { api } from '../../lib/api-client.ts';

interface AboutPage {
  title: string;
  content: string;
}

/** The about text comes from the 'tentang-kami' page that editors maintain (its first paragraph). */
export function aboutPageQuery() {
  return queryOptions({
    queryKey: ['home', 'about-summary'],
    queryFn: async () => summarize((await api.get<AboutPage>('/pages/tentang-kami')).content ?? ''),
  });
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** First paragraph of the page as plain text (the home page shows a teaser, not the page's HTML). */
export function summarize(html: string) {
  const firstParagraph = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html;
  return firstParagraph
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

const FALLBACK_SUMMARY =
  'Kami adalah perusahaan penyedia jasa fasilitas terpadu di Jakarta dengan tiga layanan utama: keamanan, kebersihan dan pengelolaan parkir.';

/** About (SPEC §2, id `about`): the company in a few lines and 'Read More' to /tentang-kami. */
export function AboutSection() {
  const { data } = useQuery(aboutPageQuery());
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
            {data || FALLBACK_SUMMARY}
          </p>
          <Link
            to="/tentang-kami"
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
