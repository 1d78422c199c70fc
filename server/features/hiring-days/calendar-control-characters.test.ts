import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { createApplicantRow } from '../../test/applicant-rows.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { StaffHeaders } from '../../test/login-as.ts';
import { useTestAppWithRoles } from '../../test/test-app-per-suite.ts';
import { expectError } from '../../test/expect-error.ts';
import {
  applicantWithToken,
  book,
  createHiringDay,
  invite,
  hiringDayInput,
} from '../../test/hiring-days.ts';

/**
 * Calendar files hold no control character but their line ends (docs/decisions/049): a lone
 * carriage return in a session's title or place, or in the interview place and notes, never
 * reaches a ticket or an interview invitation raw.
 */

// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const STRAY_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const strayControlIn = (ics: string) => STRAY_CONTROL.test(ics.replace(/\r\n/g, ''));
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe.each(TEST_DATABASES)('control characters in calendar files on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  useTestAppWithRoles((ready) => ({ app, headers } = ready), dialect);

  it('a session ticket carries its title and place without them', async () => {
    const session = await createHiringDay(app, headers.hrd, {
      judul: 'Hari Rekrutmen\rSatpam\u0007',
      lokasi: 'Gedung A\r\nLantai 2\u001f',
    });
    const person = await applicantWithToken(app);
    await invite(app, headers.hrd, session.id, [person.row.id]);
    expect((await book(app, person.headers, session.id)).statusCode).toBe(201);
    const ticket = await app.inject({
      method: 'GET',
      url: `/api/user/sesi/${session.id}/tiket.ics`,
      headers: person.headers,
    });
    expect(ticket.statusCode).toBe(200);
    expect(strayControlIn(ticket.body)).toBe(false);
    expect(unfold(ticket.body)).toContain('SUMMARY:Hari Rekrutmen Satpam');
    expect(unfold(ticket.body)).toContain('LOCATION:Gedung A Lantai 2');
  });

  it('a NUL in a session title is refused on PostgreSQL and kept out of the ticket on SQLite', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sesi',
      headers: headers.hrd,
      payload: hiringDayInput({ judul: 'Hari\u0000Rekrutmen' }),
    });
    if (dialect === 'postgres') {
      expectError(response, 400, 'Data tidak valid', 'invalid_input');
      return;
    }
    expect(response.statusCode).toBe(201);
    const person = await applicantWithToken(app);
    await invite(app, headers.hrd, response.json().id, [person.row.id]);
    await book(app, person.headers, response.json().id);
    const ticket = await app.inject({
      method: 'GET',
      url: `/api/user/sesi/${response.json().id}/tiket.ics`,
      headers: person.headers,
    });
    expect(strayControlIn(ticket.body)).toBe(false);
    expect(ticket.body).toContain('SUMMARY:HariRekrutmen');
  });

  it('an interview invitation carries the place and notes without them', async () => {
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/recruiting-settings',
      headers: headers.admin,
      payload: {
        openPositions: ['Security', 'Kebersihan', 'Pengelola Parkir'],
        interviewPlace: 'Kantor Sigap\rJl. Sudirman 1\u001b',
        interviewNotes: 'Bawa KTP.\rBawa SKCK asli.\u007f',
        whatsAppTemplates: {
          Menunggu: 'Halo {nama}.',
          Diterima: 'Halo {nama}.',
          Ditolak: 'Halo {nama}.',
          interview: 'Halo {nama}, {jadwal}.',
        },
      },
    });
    expect(settings.statusCode).toBe(200);
    const row = await createApplicantRow(app, { jadwal_interview: '2030-03-07T10:30' });
    const ics = await app.inject({
      method: 'GET',
      url: `/api/pelamar/${row.id}/interview.ics`,
      headers: headers.hrd,
    });
    expect(ics.statusCode).toBe(200);
    expect(strayControlIn(ics.body)).toBe(false);
    expect(unfold(ics.body)).toContain('LOCATION:Kantor Sigap Jl. Sudirman 1');
    expect(unfold(ics.body)).toContain('Bawa KTP.\\nBawa SKCK asli.');
  });
});
