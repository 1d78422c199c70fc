import { describe, expect, it } from 'vitest';

import { calendarBlock, calendarEvent, calendarLine } from './calendar-event.ts';

/** Every control character but the CRLF that ends each line (RFC 5545 §3.3.11). */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const STRAY_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const strayControlIn = (ics: string) => STRAY_CONTROL.test(ics.replace(/\r\n/g, ''));

describe('calendar texts', () => {
  it.each([
    ['a lone carriage return', 'Hari\rRekrutmen', 'Hari Rekrutmen'],
    ['a CRLF', 'Hari\r\nRekrutmen', 'Hari Rekrutmen'],
    ['a line feed', 'Hari\nRekrutmen', 'Hari Rekrutmen'],
    [
      'a bell, a NUL, an escape and a DEL',
      'Ha\u0007ri\u0000 Re\u001bkrut\u007fmen',
      'Hari Rekrutmen',
    ],
    ['a C1 control', 'Hari\u0085 Rekrutmen', 'Hari Rekrutmen'],
    ['a tab', 'Hari\tRekrutmen', 'Hari Rekrutmen'],
  ])('a line drops %s', (_label, text, expected) => {
    expect(calendarLine(text)).toBe(expected);
  });

  it('a block keeps its line breaks as one LF each and drops the rest', () => {
    expect(calendarBlock('Bawa KTP.\r\nBawa SKCK.\rDatang\u0007 pagi.\n')).toBe(
      'Bawa KTP.\nBawa SKCK.\nDatang pagi.\n',
    );
  });

  it('an event holds no control character but its line ends', () => {
    const ics = calendarEvent({
      uid: 'x@sigap',
      start: Date.UTC(2030, 2, 7, 3, 30),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: 60 },
      title: 'Hari\rRekrutmen\u0000',
      location: 'Gedung\r\nA\u0007',
      description: 'Baris satu\rBaris dua',
    });
    expect(strayControlIn(ics)).toBe(false);
    expect(ics).toContain('SUMMARY:Hari Rekrutmen');
    expect(ics).toContain('LOCATION:Gedung A');
    expect(ics).toContain('DESCRIPTION:Baris satu\\nBaris dua');
  });
});
