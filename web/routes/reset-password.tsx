import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { privacyText } from '#common/texts/privacy';

import { ApplicantAuthCard } from '../features/auth/applicant-auth-card.tsx';
import { ResetPasswordForm } from '../features/auth/reset-password-form.tsx';
import { Island } from '../lib/island.tsx';

/** Whether the e-mailed link's token is in the query; the token itself stays out of the page. */
export function loader({ request }: LoaderFunctionArgs) {
  return { linkHasToken: Boolean(new URL(request.url).searchParams.get('token')) };
}

/**
 * /reset-password?token=… (a route beyond the product's list): server HTML, the form an
 * island (docs/decisions/041-applicant-screens-as-islands.md).
 */
export function Component() {
  const { linkHasToken } = useLoaderData<typeof loader>();
  return (
    <ApplicantAuthCard screen="resetPassword">
      <Island name="reset-password" props={{ linkHasToken }}>
        <ResetPasswordForm linkHasToken={linkHasToken} />
      </Island>
    </ApplicantAuthCard>
  );
}

export const handle = { seo: () => ({ title: privacyText.resetTitle, noindex: true }) };
