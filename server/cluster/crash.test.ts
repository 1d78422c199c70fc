import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../db/database.ts';
import { TEST_DATABASES } from '../test/for-each-database.ts';
import { applicationFormData } from '../test/application-form.ts';
import { PDF_BYTES, jpegBytes } from '../test/multipart-form.ts';
import { type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink.ts';
import {
  type Instance,
  createPostgresDatabase,
  ensureCompiledBuild,
  eventually,
  startInstance,
} from './harness.ts';

/**
 * docs/decisions/020: SIGKILL the server while contact messages and applications with files stream
 * in, start it again on the same data, and check that every write answered 2xx is there with its
 * files, that no row lacks a file and no file lacks a row, and that the mail queued before the
 * kill goes out after the restart. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const APPLICANTS = 16;
const CONTACT_WRITERS = 4;
const PASSWORD = 'rahasia-pelamar-1';
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe.each(TEST_DATABASES)('a server killed mid-write on %s', (dialect) => {
  let smtp: SmtpSink;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let dataDir: string;
  let env: Record<string, string>;
  let server: Instance | undefined;

  beforeAll(async () => {
    await ensureCompiledBuild();
    smtp = await startSmtpSink();
    dataDir = mkdtempSync(path.join(tmpdir(), 'sigap-crash-'));
    if (dialect === 'postgres') postgres = await createPostgresDatabase();
    env = {
      SMTP_URL: smtp.url,
      RATE_LIMIT_FACTOR: '1000',
      // A mail job the kill caught mid-send is claimed again after its lease: keep it short here.
      JOB_LEASE_SECONDS: '5',
      MFA_REQUIRED_ROLES: '',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await Promise.allSettled([smtp?.close(), postgres?.drop()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps every acknowledged write with its files, leaves no orphans, and sends queued mail', async () => {
    server = await startInstance(`crash-${dialect}`, env, dataDir);
    const origin = server.url;
    const run = randomBytes(3).toString('hex');

    // Applicant accounts first: each may send one application.
    const tokens: string[] = [];
    for (let i = 0; i < APPLICANTS; i++) {
      const nama = `pelamar${run}${i}`;
      const registered = await fetch(
        `${origin}/api/register-user`,
        json({ nama, email: `${nama}@contoh.id`, password: PASSWORD, persetujuan: true }),
      );
      expect(registered.status).toBe(201);
      const login = await fetch(`${origin}/api/login-user`, json({ nama, password: PASSWORD }));
      tokens.push(((await login.json()) as { token: string }).token);
    }
    const photo = await jpegBytes(600, 800);
    const resume = Buffer.concat([PDF_BYTES, randomBytes(256 * 1024)]);

    const acknowledgedContacts: string[] = [];
    const acknowledgedApplications: { nama: string; userToken: string }[] = [];
    let stopping = false;

    const contactWriter = async (writer: number) => {
      for (let i = 0; !stopping; i++) {
        const nama = `Tamu ${run} ${writer} ${i}`;
        try {
          const response = await fetch(
            `${origin}/api/kontak`,
            json({ nama, email: 'tamu@contoh.id', telepon: '081234567890', pesan: 'Halo.' }),
          );
          if (response.ok) acknowledgedContacts.push(nama);
          else if (response.status !== 429) throw new Error(`kontak answered ${response.status}`);
        } catch (error) {
          if (!stopping) throw error;
        }
      }
    };
    const applicationWriter = async (index: number) => {
      const nama = `Budi Pelamar ${String.fromCharCode(97 + index)}`;
      const form = applicationFormData(nama, { photo, resumes: [resume, resume] });
      try {
        const response = await fetch(`${origin}/api/pelamar`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[index]}` },
          body: form,
        });
        if (response.status === 201)
          acknowledgedApplications.push({ nama, userToken: tokens[index] });
        else throw new Error(`pelamar answered ${response.status}: ${await response.text()}`);
      } catch (error) {
        if (!stopping) throw error;
      }
    };

    const writers = [
      ...Array.from({ length: CONTACT_WRITERS }, (_, writer) => contactWriter(writer)),
      // Applications one after another in two lanes, so some are mid-upload at the kill.
      ...[0, 1].map(async (lane) => {
        for (let i = lane; i < APPLICANTS && !stopping; i += 2) await applicationWriter(i);
      }),
    ];
    await eventually(
      async () =>
        acknowledgedContacts.length >= 20 && acknowledgedApplications.length >= 4
          ? true
          : undefined,
      'some acknowledged writes before the kill',
      60_000,
    );
    stopping = true;
    await server.kill();
    await Promise.all(writers);
    expect(acknowledgedApplications.length).toBeLessThan(APPLICANTS);

    // Mail still queued at the kill (the writers outpace the one-at-a-time sender) must go out
    // after the restart, from the job table.
    const receivedAtKill = smtp.received.length;
    server = await startInstance(`crash-${dialect}-restarted`, env, dataDir);

    const handle = openDatabase(
      postgres ? { url: postgres.url } : { sqliteFile: path.join(dataDir, 'sigap.db') },
    );
    try {
      const contacts = await handle.db
        .selectFrom('contact_messages')
        .select('nama')
        .where('nama', 'like', `Tamu ${run} %`)
        .execute();
      const stored = new Set(contacts.map((row) => row.nama));
      expect(acknowledgedContacts.filter((nama) => !stored.has(nama))).toEqual([]);

      const applications = await handle.db
        .selectFrom('applicants')
        .select(['nama', 'foto', 'resume'])
        .execute();
      const byName = new Map(applications.map((row) => [row.nama, row]));
      expect(acknowledgedApplications.filter((a) => !byName.has(a.nama))).toEqual([]);

      // Every row's files are there, and every stored file belongs to a row.
      const privateDir = path.join(dataDir, 'uploads/private');
      const referenced = applications.flatMap((row) => [
        row.foto,
        ...(JSON.parse(row.resume) as string[]),
      ]);
      const onDisk = filesUnder(privateDir);
      expect(referenced.filter((key) => !onDisk.includes(key))).toEqual([]);
      expect(onDisk.filter((key) => !referenced.includes(key))).toEqual([]);
      expect(filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);

      // An acknowledged application reads back whole through the restarted server.
      for (const { userToken } of acknowledgedApplications.slice(0, 2)) {
        const headers = { authorization: `Bearer ${userToken}` };
        const userId = JSON.parse(Buffer.from(userToken.split('.')[1], 'base64url').toString())
          .id as number;
        const mine = await fetch(`${server.url}/api/user/pelamar/${userId}`, { headers });
        expect(mine.status).toBe(200);
        const body = (await mine.json()) as { resume: string[] };
        const file = await fetch(new URL(body.resume[0], server.url));
        expect(Buffer.from(await file.arrayBuffer())).toEqual(resume);
      }
    } finally {
      await handle.close();
    }

    // The contact mail that waited across the kill goes out now.
    await eventually(
      async () => {
        const raw = smtp.received.map((mail) => mail.raw).join('\n');
        return acknowledgedContacts.every((nama) => raw.includes(nama)) ? true : undefined;
      },
      'the mail of every acknowledged contact message',
      // Hundreds of messages through a one-at-a-time sender on a shared, busy machine.
      240_000,
    );
    console.log(
      `${dialect}: ${acknowledgedContacts.length} contact messages acknowledged, ` +
        `${receivedAtKill} mails sent before the kill, ${smtp.received.length - receivedAtKill} after`,
    );
  }, 480_000);
});
