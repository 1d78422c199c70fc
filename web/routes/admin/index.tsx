import { ContactInbox } from '../../features/contact-messages/contact-inbox.tsx';
import { inboxQuoteAction } from '../../features/quote-requests/inbox-quote-action.tsx';

/**
 * /admin: the sidebar's 'Kontak Pesan' link lands on the contact inbox (docs/product.md §2); the roles that
 * work the pipeline may turn a message into a quote request there (docs/decisions/054).
 */
export function Component() {
  return <ContactInbox messageAction={inboxQuoteAction()} />;
}
