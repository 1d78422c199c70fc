import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * What app.ts hands every feature's routes plugin. server/config.ts adds `config: Config` to it
 * by declaration merging, the way plugins add to FastifyInstance: server/lib must not import the
 * application's configuration (docs/decisions/040-features-by-seam-and-one-way-layers.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by server/config.ts
export interface FeatureOptions {}

export type FeaturePlugin = FastifyPluginAsyncZod<FeatureOptions>;
