import { ContactInbox } from '../../features/contact-messages/contact-inbox.tsx';

/** /admin: the sidebar's 'Kontak Pesan' link lands on the contact inbox (docs/product.md §2). */
export function Component() {
  return <ContactInbox />;
}
