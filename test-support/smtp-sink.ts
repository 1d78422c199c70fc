import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a local port (random unless given) that keeps what it receives, for tests of the mail
 * path. `failNext(n)` answers the next n messages with a temporary 451 error.
 */
export async function startSmtpSink(listenPort = 0) {
  const received: ReceivedMail[] = [];
  const listeners: Array<() => void> = [];
  let failuresLeft = 0;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          const error = Object.assign(new Error('Coba lagi nanti'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        for (const listener of listeners.splice(0)) listener();
      });
    },
  });
  // A client killed mid-session (the crash and restart tests SIGKILL the app) resets its
  // connection; SMTPServer reports that as an 'error' event, which would otherwise be thrown.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return attempts;
    },
    failNext(count: number) {
      failuresLeft = count;
    },
    /** Resolves once `count` messages have arrived. */
    waitFor(count: number) {
      return new Promise<ReceivedMail[]>((resolve) => {
        const check = () => (received.length >= count ? resolve(received) : listeners.push(check));
        check();
      });
    },
    /**
     * Resolves with the first message that `matches`, once it has arrived: where other work sends
     * mail through the same sink at the same time (the browser tests' one server), a count alone
     * can be reached by someone else's message.
     */
    waitForMail(matches: (mail: ReceivedMail) => boolean) {
      return new Promise<ReceivedMail>((resolve) => {
        const check = () => {
          const mail = received.find(matches);
          if (mail) resolve(mail);
          else listeners.push(check);
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
