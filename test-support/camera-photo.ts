import sharp from 'sharp';

/**
 * A camera-like JPEG: `width` × `height`, smooth shapes with sensor-like noise, so it compresses
 * like a phone photo (about 2 MB at 4000 × 3000) instead of like a flat test image. Used by the
 * browser test of the shrunk upload and by `npm run bench:journey`.
 */
export async function cameraJpeg(width = 4000, height = 3000, quality = 85) {
  // Coarse random colours blown up give soft shapes; fine noise on top gives the grain.
  const coarse = Buffer.alloc(40 * 30 * 3);
  for (let i = 0; i < coarse.length; i++) coarse[i] = Math.floor(Math.random() * 256);
  const base = await sharp(coarse, { raw: { width: 40, height: 30, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i++)
    base[i] = Math.max(0, Math.min(255, base[i] + Math.floor(Math.random() * 25) - 12));
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
