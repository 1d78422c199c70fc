import { useLoaderData } from 'react-router';

import type { MyApplication } from '#common/schemas/recruiting';
import type { MySession } from '#common/schemas/sessions';
import { applicantsText as t } from '#common/texts/applicants';

import { type CareerDetailData, CareerDetailScreen } from './detail-screen.tsx';
import { renderApplicant } from './career-page.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { Island } from '../../lib/island.tsx';

/**
 * /career/detail: server HTML with the application's status, timeline and invitations when the
 * server knows the applicant (their page cookie), the page an island of its own script
 * (docs/decisions/041-applicant-screens-as-islands.md).
 */
export async function loader({ request }: { request: Request }): Promise<CareerDetailData> {
  const applicant = renderApplicant(request);
  const none = { user: null, application: null, sessions: null };
  if (!applicant) return none;
  const { headers, user } = applicant;
  try {
    const [application, sessions] = await Promise.all([
      api.get<MyApplication>(`/user/pelamar/${user.id}`, { headers }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
      api.get<MySession[]>('/user/sesi', { headers }).catch(() => null),
    ]);
    return { user, application, sessions };
  } catch {
    // A refused token or a failed call: the island asks with the browser's token.
    return none;
  }
}

export function Component() {
  const data = useLoaderData<CareerDetailData>();
  return (
    <Island name="career-detail" props={data}>
      <CareerDetailScreen {...data} />
    </Island>
  );
}

export const handle = { seo: () => ({ title: t.myDetailTitle, noindex: true }) };
