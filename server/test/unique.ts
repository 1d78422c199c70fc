import { randomBytes } from 'node:crypto';

/** `prefix` plus eight random hex digits, so rows made by parallel tests never collide. */
export const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;
