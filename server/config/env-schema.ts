import { z } from 'zod';

import { mailAndDataEnv } from './mail-and-data-env.ts';
import { securityEnv } from './security-env.ts';
import { serverEnv } from './server-env.ts';

/**
 * Every environment variable of the README's configuration table, by area, with the rules that
 * join two of them. Only server/config.ts parses process.env with it.
 */
export const envSchema = z
  .object({ ...serverEnv, ...securityEnv, ...mailAndDataEnv })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA_PROVIDER === 'recaptcha') {
      for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when CAPTCHA_PROVIDER=recaptcha',
          });
      }
    }
    if (env.STORAGE === 's3' && !env.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    // One key without the other is a typo; neither means the AWS default credential chain.
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
  });

export type Env = z.infer<typeof envSchema>;
