import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

import type { Lang } from '#common/lang';

import { type JsonCacheOptions, jsonCache } from './json-cache.ts';

/**
 * A public answer kept once per language (docs/decisions/043): `load('en')` answers the English
 * text where there is one. Both copies share one version name, so a write in either language
 * (one `invalidate`) renews both, here and on every instance.
 */
export function bilingualJsonCache<S extends z.ZodType>(
  schema: S,
  load: (lang: Lang) => Promise<z.input<S>>,
  options: JsonCacheOptions,
) {
  const caches = {
    id: jsonCache(schema, () => load('id'), options),
    en: jsonCache(schema, () => load('en'), options),
  };
  return {
    send: (reply: FastifyReply, lang: Lang) => caches[lang].send(reply),
    async invalidate() {
      await caches.en.invalidate();
      await caches.id.invalidate();
    },
  };
}
