import type { ApplicationVacancy } from '#common/schemas/applicants';

/**
 * The vacancy an application was sent to, beside its position (docs/decisions/042): its title
 * linked to its public page, then its city.
 */
export function ApplicationVacancyLink({
  vacancy,
  className = '',
}: {
  vacancy: ApplicationVacancy | null | undefined;
  className?: string;
}) {
  if (!vacancy) return null;
  return (
    <span className={className}>
      <a
        href={`/lowongan/${vacancy.slug}`}
        className="text-brand-700 inline-block py-0.5 font-medium underline underline-offset-2"
      >
        {vacancy.judul}
      </a>{' '}
      · {vacancy.kota}
    </span>
  );
}
