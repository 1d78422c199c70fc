import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import type { Service } from '#common/rules';
import type { Card } from '#common/schemas/cards';
import { localPath } from '#common/lang';
import {
  SERVICE_NAMES,
  SERVICE_NAMES_EN,
  cardsText as cardsTextId,
  cardsTextEn,
} from '#common/texts/cards';

import { HomeSection } from '../../components/layout/home-section.tsx';
import { RichTextContent, htmlToText } from '../../components/ui/rich-text-content.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { cardsQuery } from './cards.queries.ts';
import { useLang, useTexts } from '../../lib/lang.tsx';

/**
 * Home section 'services' (docs/product.md §2, §4, §9): the three cards from the server, each with its image
 * (or 'Tidak ada gambar'), a description clamped to 6 lines and a 150 px 'Read More' button to
 * /layanan/{service}. 'Memuat data...' while loading; 'Layanan tidak ditemukan' when the list
 * failed or is empty.
 */
export function ServiceCardsSection() {
  const cardsText = useTexts(cardsTextId, cardsTextEn);
  const { data, isPending, isError } = useQuery(cardsQuery());
  return (
    <HomeSection
      id="services"
      title={cardsText.sectionTitle}
      intro={cardsText.sectionIntro}
      className="bg-slate-50"
      containerClassName="mx-auto max-w-7xl px-5 sm:px-8"
      headerClassName="mx-auto max-w-2xl text-center"
    >
      {isPending ? (
        <p role="status" className="mt-10 text-center text-slate-500">
          {cardsText.loading}
        </p>
      ) : isError || !data.length ? (
        <p className="mt-10 text-center text-slate-600">{cardsText.notFound}</p>
      ) : (
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {data.map((card) => (
            <li key={card.id ?? card.service}>
              <ServiceCard card={card} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function ServiceCard({ card }: { card: Card }) {
  const cardsText = useTexts(cardsTextId, cardsTextEn);
  const lang = useLang();
  const name =
    (lang === 'en' ? SERVICE_NAMES_EN : SERVICE_NAMES)[card.service as Service] ?? card.service;
  const hasDescription = htmlToText(card.content) !== '';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {card.image_url ? (
        <ResponsiveImage
          src={card.image_url}
          sizes="(min-width: 768px) 33vw, 100vw"
          width={800}
          height={384}
          alt={name}
          className="h-48 w-full object-cover"
        />
      ) : (
        <div className="flex h-48 w-full items-center justify-center bg-slate-100 text-sm text-slate-600">
          {cardsText.noImage}
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-slate-900">{name}</h3>
        <div className="mt-3 flex-1">
          {hasDescription ? (
            <RichTextContent
              html={card.content ?? ''}
              className="line-clamp-6 !text-base [&_*]:!my-0"
            />
          ) : (
            <p className="text-slate-500">{cardsText.noDescription}</p>
          )}
        </div>
        <Link
          to={localPath(lang, `/layanan/${card.service}`)}
          aria-label={`${cardsText.readMore}: ${name}`}
          className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700 mt-6 inline-flex w-[150px] items-center justify-center rounded-lg px-4 py-2.5 font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {cardsText.readMore}
          {/* Named in its text too, not only its label: 'Read More' alone tells a search engine
              nothing of where it leads (Lighthouse's link-text check on the English pages). */}
          <span className="sr-only">: {name}</span>
        </Link>
      </div>
    </article>
  );
}
