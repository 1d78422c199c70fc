import type { OpenPositions } from '#common/schemas/recruiting';
import type { Vacancy } from '#common/schemas/vacancies';
import { applicantsText as t } from '#common/texts/applicants';

import { type CareerApplyData, CareerApplyScreen } from './apply-screen.tsx';
import { renderApplicant } from './career-page.tsx';
import { careerIslandComponent, fetchMyApplication } from './career-route.tsx';
import { api } from '../../lib/api-client.ts';

/**
 * /career: server HTML with the application form (or the notice that the applicant already
 * applied) when the server knows the applicant (their page cookie), the page an island of its own
 * script (docs/decisions/041-applicant-screens-as-islands.md).
 */
export async function loader({ request }: { request: Request }): Promise<CareerApplyData> {
  const applicant = renderApplicant(request);
  const none = { user: null, application: null, vacancies: null, positions: null };
  if (!applicant) return none;
  const { user } = applicant;
  try {
    const application = await fetchMyApplication(applicant);
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

export const Component = careerIslandComponent('career-apply', CareerApplyScreen);

export const handle = { seo: () => ({ title: t.formTitle, noindex: true }) };
