import { randomBytes } from 'node:crypto';

import { insertJob } from '../domain/job-store.ts';
import { nowIso } from '../lib/dates.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * What an account leaves besides its rows (docs/decisions/032): a reset link and mail not yet sent
 * (one queued, one failed, the address in other case). `remaining` counts what is still there;
 * mail to someone else is kept and counted apart.
 */
export async function leaveTraces(app: TestApp, user: { id: number; email: string }) {
  const now = nowIso();
  await app.db
    .insertInto('password_resets')
    .values({
      user_id: user.id,
      token_hash: randomBytes(16).toString('hex'),
      created_at: now,
      expires_at: '2099-01-01T00:00:00.000Z',
      used_at: null,
    })
    .execute();
  const mail = (to: string) =>
    insertJob(app.db, {
      type: 'mail',
      payload: { to, subject: 'Reset password', text: 'https://x/reset?token=t' },
      runAt: new Date(now),
      maxAttempts: 5,
      now: new Date(now),
    });
  const other = `lain${randomBytes(4).toString('hex')}@contoh.id`;
  await mail(user.email);
  const failed = await mail(user.email.toUpperCase());
  await app.db
    .updateTable('jobs')
    .set({ status: 'failed', attempts: 5 })
    .where('id', '=', failed)
    .execute();
  await mail(other);
  const unsentTo = async (address: string) =>
    (
      await app.db
        .selectFrom('jobs')
        .select('payload')
        .where('type', '=', 'mail')
        .where('status', 'in', ['queued', 'failed'])
        .execute()
    ).filter((job) => (JSON.parse(job.payload) as { to: string }).to.toLowerCase() === address)
      .length;
  return {
    async remaining() {
      const resets = await app.db
        .selectFrom('password_resets')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      return {
        resets: resets.length,
        mail: await unsentTo(user.email.toLowerCase()),
        otherMail: await unsentTo(other),
      };
    },
  };
}

/** What `remaining()` answers once the account is erased. */
export const TRACES_ERASED = { resets: 0, mail: 0, otherMail: 1 };
