import { vacanciesText as t } from '#common/texts/vacancies';

/** A closed or expired vacancy's page (docs/decisions/031), answered with HTTP 410. */
export function VacancyClosedPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.closedTitle}</h1>
      <p className="text-slate-600">{t.closedText}</p>
      <a
        href="/lowongan"
        className="bg-brand-700 hover:bg-brand-800 rounded-lg px-5 py-2.5 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t.seeOpen}
      </a>
    </section>
  );
}
