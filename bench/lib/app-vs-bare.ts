import type autocannon from 'autocannon';

/**
 * What the benches that hold the app against a bare server answering the same bytes share: the
 * warm-up of both and the columns of a measured path.
 */

export interface AppAndBarePorts {
  app: number;
  bare: number;
}

/** The path's address on the app and on the bare server, each loaded once so both are warm. */
export async function warmedUpUrls(
  ports: AppAndBarePorts,
  url: string,
  load: (url: string, duration: number) => Promise<autocannon.Result>,
  warmupSeconds: number,
) {
  const appUrl = `http://127.0.0.1:${ports.app}${url}`;
  const bareUrl = `http://127.0.0.1:${ports.bare}${url}`;
  await load(appUrl, warmupSeconds);
  await load(bareUrl, warmupSeconds);
  return { appUrl, bareUrl };
}

/** The columns app req/s, bare req/s, ratio, app p99 and bare p99 of one measured path. */
export function comparisonColumns(
  app: autocannon.Result,
  bare: autocannon.Result,
  ratio: number,
  ratioDigits: number,
) {
  return `${app.requests.average.toFixed(0).padStart(9)}   ${bare.requests.average.toFixed(0).padStart(10)}   ${ratio.toFixed(ratioDigits).padStart(5)}   ${`${app.latency.p99} ms`.padStart(7)}   ${`${bare.latency.p99} ms`.padStart(8)}`;
}
