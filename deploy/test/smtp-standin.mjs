// @ts-check
/**
 * A mail relay for deploy/test-faults.sh (docs/decisions/056-dependency-faults.md): smtp-server
 * from the repository's node_modules on port 2525, no TLS, no authentication. SIGUSR1 makes it
 * refuse every mail with a temporary error (451, as a relay that is overloaded or being
 * repaired does); SIGUSR2 makes it accept again. Each accepted mail is one line on stdout,
 * `mail <Subject header>`, which the test reads with `podman logs` to count deliveries.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');

let refusing = false;
process.on('SIGUSR1', () => {
  refusing = true;
  console.log('refusing');
});
process.on('SIGUSR2', () => {
  refusing = false;
  console.log('accepting');
});

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 30 * 1024 * 1024,
  onMailFrom(_address, _session, callback) {
    if (!refusing) return callback();
    const error = Object.assign(new Error('Relay unavailable, try again later'), {
      responseCode: 451,
    });
    callback(error);
  },
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      if (head.length < 64 * 1024) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const headers = head.split(/\r?\n\r?\n/)[0] ?? '';
      const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1] ?? '';
      console.log(`mail ${subject.replace(/\r?\n[ \t]/g, ' ')}`);
      callback();
    });
  },
});
server.listen(2525, '0.0.0.0', () => console.log('smtp stand-in on :2525'));
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close(() => process.exit(0)));
