import { buildIfStale } from './build-if-stale.ts';

/** npm start: build the web app when needed, then run the one server process. */
buildIfStale();
const { main } = await import('../server/main.ts');
await main();
