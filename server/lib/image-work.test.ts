import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { IMAGE_WORK_SLOTS, imageWork, imageWorkLoad, toWebpVariants } from './images.ts';

describe('image work', () => {
  it('runs at most IMAGE_WORK_SLOTS at once; the rest wait and all finish', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        imageWork(async () => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 2));
          inFlight -= 1;
          return i;
        }),
      ),
    );
    expect(most).toBe(IMAGE_WORK_SLOTS);
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('a failing job frees its slot', async () => {
    const failures = await Promise.allSettled(
      Array.from({ length: 5 }, () => imageWork(async () => Promise.reject(new Error('rusak')))),
    );
    expect(failures.every((result) => result.status === 'rejected')).toBe(true);
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('makes only the widths asked for (a private photo: one)', async () => {
    const png = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#345' },
    })
      .png()
      .toBuffer();
    const { variants } = await toWebpVariants(png, [800]);
    expect(variants.map((variant) => variant.width)).toEqual([800]);
  });
});
