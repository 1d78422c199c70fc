import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Config } from '../config.ts';

/** What app.ts hands every feature's routes plugin. */
export interface FeatureOptions {
  config: Config;
}

export type FeaturePlugin = FastifyPluginAsyncZod<FeatureOptions>;
