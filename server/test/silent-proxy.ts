import { type Socket, createServer, connect } from 'node:net';

/**
 * A TCP proxy in front of a real server, for dependency faults a stopped server cannot show: a
 * store whose machine vanished (a stopped container, a network partition) refuses nothing, it
 * just never answers, and the connections a client keeps in its pool go silent.
 * `goSilent()` makes every connection, open or new, swallow what it is sent and answer nothing;
 * `speakAgain()` forwards new connections again (the silent ones stay silent, as a dead peer's).
 */
export async function startSilentProxy(target: { host: string; port: number }) {
  let isSilent = false;
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  const held = new Set<Socket>();

  const hold = (socket: Socket) => {
    held.add(socket);
    socket.removeAllListeners('data');
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => held.delete(socket));
  };

  const server = createServer((client) => {
    client.on('error', () => undefined);
    if (isSilent) return hold(client);
    const upstream = connect(target.port, target.host);
    upstream.on('error', () => client.destroy());
    const pair = { client, upstream };
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => {
      pairs.delete(pair);
      upstream.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    endpoint: `http://127.0.0.1:${port}`,
    goSilent() {
      isSilent = true;
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        upstream.destroy();
        hold(client);
      }
      pairs.clear();
    },
    speakAgain() {
      isSilent = false;
    },
    async close() {
      for (const socket of held) socket.destroy();
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
