import { CREDENTIAL_ROLES } from '#common/roles';
import { credentialsText } from '#common/texts/credentials';

import { staffScreenRoute } from '../../components/ui/staff-page.tsx';
import { CredentialRegister } from '../../features/credentials/credential-register.tsx';

/** /admin/kredensial: accepted applicants' credentials (docs/decisions/047-credential-register.md). */
export const { Component, handle } = staffScreenRoute({
  allowed: CREDENTIAL_ROLES,
  deniedText: credentialsText.onlyAllowed,
  texts: credentialsText,
  Content: CredentialRegister,
});
