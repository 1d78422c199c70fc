import { ContactInbox } from '../../features/contact-messages/contact-inbox.tsx';

/** /admin/kontak: the contact inbox for every staff role (docs/product.md §2). */
export function Component() {
  return <ContactInbox />;
}
