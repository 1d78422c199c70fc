import { contactMessagesText } from '#common/texts/contact-messages';

import type { MailMessage } from '../../ports/mail.ts';

/** Header values never carry line breaks (no header injection through a visitor's name). */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export function contactMail(
  message: {
    id: number;
    nama: string;
    email: string;
    telepon: string;
    pesan: string;
    created_at: string;
  },
  options: { to: string; siteUrl: string; timeZone: string },
): MailMessage {
  const when = new Intl.DateTimeFormat('id-ID', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(new Date(message.created_at));
  const text = [
    'Pesan baru masuk melalui formulir kontak situs web.',
    '',
    `Nama    : ${message.nama}`,
    `Email   : ${message.email}`,
    `Telepon : ${message.telepon}`,
    `Waktu   : ${when} (${options.timeZone})`,
    '',
    'Pesan:',
    message.pesan || '-',
    '',
    `Buka kotak masuk: ${options.siteUrl}/admin/kontak`,
    'Balas e-mail ini untuk menjawab langsung ke pengirim.',
  ].join('\n');
  return {
    to: options.to,
    subject: oneLine(contactMessagesText.mailSubject(message.nama)),
    text,
    replyTo: oneLine(message.email),
  };
}
