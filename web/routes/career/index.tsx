import { useLoaderData } from 'react-router';

import type { MyApplication, OpenPositions } from '#common/schemas/recruiting';
import type { Vacancy } from '#common/schemas/vacancies';
import { applicantsText as t } from '#common/texts/applicants';

import { type CareerApplyData, CareerApplyScreen } from './apply-screen.tsx';
import { renderApplicant } from './career-page.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { Island } from '../../lib/island.tsx';

/**
 * /career: server HTML with the application form (or the notice that the applicant already
 * applied) when the server knows the applicant (their page cookie), the page an island of its own
 * script (docs/decisions/041-applicant-screens-as-islands.md).
 */
export async function loader({ request }: { request: Request }): Promise<CareerApplyData> {
  const applicant = renderApplicant(request);
  const none = { user: null, application: null, vacancies: null, positions: null };
  if (!applicant) return none;
  const { headers, user } = applicant;
  try {
    const application = await api
      .get<MyApplication>(`/user/pelamar/${user.id}`, { headers })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
    if (application) return { ...none, user, application };
    const [vacancies, positions] = await Promise.all([
      api.get<Vacancy[]>('/lowongan').catch(() => null),
      api.get<OpenPositions>('/posisi').catch(() => null),
    ]);
    return { user, application, vacancies, positions };
  } catch {
    // A refused token or a failed call: the island asks with the browser's token.
    return none;
  }
}

export function Component() {
  const data = useLoaderData<CareerApplyData>();
  return (
    <Island name="career-apply" props={data}>
      <CareerApplyScreen {...data} />
    </Island>
  );
}

export const handle = { seo: () => ({ title: t.formTitle, noindex: true }) };
