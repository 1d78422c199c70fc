import { ContactInbox } from '../../features/contact-messages/contact-inbox.tsx';

/** /admin: the sidebar's 'Kontak Pesan' link lands on the contact inbox (SPEC §2). */
export function Component() {
  return <ContactInbox />;
}
