import type { MyHiringDay } from '#common/schemas/hiring-days';
import { applicantsText as t } from '#common/texts/applicants';

import { type CareerDetailData, CareerDetailScreen } from './detail-screen.tsx';
import { renderApplicant } from './career-page.tsx';
import { careerIslandComponent, fetchMyApplication } from './career-route.tsx';
import { api } from '../../lib/api-client.ts';

/**
 * /career/detail: server HTML with the application's status, timeline and invitations when the
 * server knows the applicant (their page cookie), the page an island of its own script
 * (docs/decisions/041-applicant-screens-as-islands.md).
 */
export async function loader({ request }: { request: Request }): Promise<CareerDetailData> {
  const applicant = renderApplicant(request);
  const none = { user: null, application: null, hiringDays: null };
  if (!applicant) return none;
  const { headers, user } = applicant;
  try {
    const [application, hiringDays] = await Promise.all([
      fetchMyApplication(applicant),
      api.get<MyHiringDay[]>('/user/sesi', { headers }).catch(() => null),
    ]);
    return { user, application, hiringDays };
  } catch {
    // A refused token or a failed call: the island asks with the browser's token.
    return none;
  }
}

export const Component = careerIslandComponent('career-detail', CareerDetailScreen);

export const handle = { seo: () => ({ title: t.myDetailTitle, noindex: true }) };
