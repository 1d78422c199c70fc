import { PROSPECT_EDIT_ROLES, hasRole } from '#common/roles';
import type { ContactMessage } from '#common/schemas/contact-messages';

import { readStaffRole } from '../../lib/auth-storage.ts';
import { QuoteFromMessage } from './quote-from-message.tsx';

/**
 * The inbox's per-message action for the roles that work the pipeline (common/roles.ts,
 * PROSPECT_EDIT_ROLES): undefined for everyone else, so their inbox shows no such button.
 */
export function inboxQuoteAction(): ((message: ContactMessage) => React.ReactNode) | undefined {
  if (!hasRole(readStaffRole(), PROSPECT_EDIT_ROLES)) return undefined;
  return (message) => <QuoteFromMessage message={message} />;
}
