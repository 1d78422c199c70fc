import { homeText } from '#common/texts/home';

import { SectionLink } from '../../components/layout/section-link.tsx';

/** Vision and mission banner (SPEC §2, id `visi-misi`): 'Kontak Kami' goes to / and scrolls to #contact after 300 ms. */
export function VisionMissionBanner() {
  return (
    <section id="visi-misi" aria-labelledby="visi-misi-title" className="scroll-mt-16 bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-[1fr_1.1fr_auto] lg:items-center">
        <div>
          <h2 id="visi-misi-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {homeText.visionTitle}
          </h2>
          <p className="mt-2 text-sm font-bold tracking-widest text-accent-400 uppercase">{homeText.visionLabel}</p>
          <p className="mt-2 text-lg leading-relaxed text-brand-100">{homeText.vision}</p>
        </div>
        <div>
          <p className="text-sm font-bold tracking-widest text-accent-400 uppercase">{homeText.missionLabel}</p>
          <ul className="mt-3 space-y-3">
            {homeText.missions.map((mission) => (
              <li key={mission} className="flex gap-3 text-brand-50">
                <span className="mt-2 h-2 w-2 flex-none rounded-full bg-accent-400" aria-hidden="true" />
                <span>{mission}</span>
              </li>
            ))}
          </ul>
        </div>
        <SectionLink
          section="contact"
          className="inline-flex justify-center rounded-lg bg-white px-7 py-3 font-semibold text-brand-800 shadow-lg shadow-black/20 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {homeText.contactUs}
        </SectionLink>
      </div>
    </section>
  );
}
