import { homeText as homeTextId, homeTextEn } from '#common/texts/home';

import { SectionLink } from '../../components/layout/section-link.tsx';
import { useTexts } from '../../lib/lang.tsx';

/** Vision and mission banner (docs/product.md §2, id `visi-misi`): 'Kontak Kami' goes to / and scrolls to #contact after 300 ms. */
export function VisionMissionBanner() {
  const homeText = useTexts(homeTextId, homeTextEn);
  return (
    <section
      id="visi-misi"
      aria-labelledby="visi-misi-title"
      className="from-brand-800 via-brand-700 to-brand-900 scroll-mt-16 bg-gradient-to-br py-16 text-white sm:py-20"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-[1fr_1.1fr_auto] lg:items-center">
        <div>
          <h2 id="visi-misi-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {homeText.visionTitle}
          </h2>
          <p className="text-accent-400 mt-2 text-sm font-bold tracking-widest uppercase">
            {homeText.visionLabel}
          </p>
          <p className="text-brand-100 mt-2 text-lg leading-relaxed">{homeText.vision}</p>
        </div>
        <div>
          <p className="text-accent-400 text-sm font-bold tracking-widest uppercase">
            {homeText.missionLabel}
          </p>
          <ul className="mt-3 space-y-3">
            {homeText.missions.map((mission) => (
              <li key={mission} className="text-brand-50 flex gap-3">
                <span
                  className="bg-accent-400 mt-2 h-2 w-2 flex-none rounded-full"
                  aria-hidden="true"
                />
                <span>{mission}</span>
              </li>
            ))}
          </ul>
        </div>
        <SectionLink
          section="contact"
          className="text-brand-800 hover:bg-brand-50 inline-flex justify-center rounded-lg bg-white px-7 py-3 font-semibold shadow-lg shadow-black/20 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {homeText.contactUs}
        </SectionLink>
      </div>
    </section>
  );
}
