/**
 * Renders the three hero backgrounds (security, cleaning, parking) from SVG scenes with sharp into
 * web/public/images/hero as WebP and AVIF in three widths. Run once after changing a scene:
 * `npx tsx scripts/generate-hero-images.ts`. No network access: the scenes are drawn here.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const OUT_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'web',
  'public',
  'images',
  'hero',
);
const WIDTHS = [640, 1024, 1600];
/**
 * Phones show the hero as a tall box (about 412 x 630 CSS px), so they get a portrait crop of the
 * scene's centre: a landscape file there is mostly cropped away and costs twice the bytes.
 */
const PORTRAIT = { width: 480, height: 732 };
const W = 1600;
const H = 900;

/** Deterministic pseudo-random numbers, so every run writes the same files. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  lit: string,
  dark: string,
  rnd: () => number,
  litRatio: number,
) {
  const gapX = w / cols;
  const gapY = h / rows;
  let out = '';
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const fill = rnd() < litRatio ? lit : dark;
      out += `<rect x="${(x + c * gapX + gapX * 0.18).toFixed(1)}" y="${(y + r * gapY + gapY * 0.2).toFixed(1)}" width="${(gapX * 0.64).toFixed(1)}" height="${(gapY * 0.6).toFixed(1)}" fill="${fill}"/>`;
    }
  }
  return out;
}

/** Night skyline with a guard post and a lit lobby: security. */
function securityScene() {
  const rnd = random(7);
  const towers = [
    [40, 260, 220, 640],
    [290, 160, 200, 740],
    [520, 320, 170, 580],
    [720, 110, 260, 790],
    [1010, 230, 190, 670],
    [1230, 150, 230, 750],
    [1480, 300, 160, 600],
  ];
  let body = '';
  for (const [x, y, w, h] of towers) {
    body += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#0b2540"/>`;
    body += windows(
      x + 10,
      y + 20,
      w - 20,
      h - 140,
      Math.round(w / 28),
      Math.round(h / 34),
      '#f6c453',
      '#12355a',
      rnd,
      0.35,
    );
  }
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#041627"/><stop offset="0.6" stop-color="#0f4c81"/><stop offset="1" stop-color="#2a74b8"/></linearGradient>
    <radialGradient id="moon" cx="0.82" cy="0.16" r="0.25"><stop offset="0" stop-color="#fff7d6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#moon)"/>
  <circle cx="1310" cy="140" r="38" fill="#fff4c7"/>
  ${body}
  <rect x="0" y="820" width="${W}" height="80" fill="#06182b"/>
  <rect x="1040" y="690" width="220" height="130" rx="6" fill="#0e3358"/>
  <rect x="1060" y="710" width="180" height="70" fill="#fbbf24" opacity="0.85"/>
  <circle cx="1120" cy="745" r="16" fill="#0b2540"/><rect x="1100" y="760" width="40" height="60" rx="10" fill="#0b2540"/>`;
}

/** Bright glass facade with a cleaning gondola: cleaning. */
function cleaningScene() {
  const rnd = random(11);
  let glass = '';
  for (let c = 0; c < 16; c++) {
    for (let r = 0; r < 12; r++) {
      const shade = 180 + Math.round(rnd() * 50);
      glass += `<rect x="${520 + c * 62}" y="${70 + r * 64}" width="58" height="60" fill="rgb(${shade - 90},${shade - 20},${shade + 15})" opacity="0.95"/>`;
    }
  }
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#bfe0f7"/><stop offset="1" stop-color="#4a92d1"/></linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect x="500" y="50" width="1040" height="850" fill="#1d5e9c"/>
  ${glass}
  <polygon points="700,50 900,50 620,900 420,900" fill="url(#shine)"/>
  <line x1="1120" y1="50" x2="1120" y2="420" stroke="#1e293b" stroke-width="4"/>
  <line x1="1320" y1="50" x2="1320" y2="420" stroke="#1e293b" stroke-width="4"/>
  <rect x="1090" y="420" width="260" height="46" rx="6" fill="#f59e0b"/>
  <rect x="1090" y="466" width="260" height="10" fill="#b45309"/>
  <circle cx="1170" cy="395" r="18" fill="#0f172a"/><rect x="1155" y="410" width="30" height="30" fill="#0f4c81"/>
  <circle cx="1270" cy="395" r="18" fill="#0f172a"/><rect x="1255" y="410" width="30" height="30" fill="#0f4c81"/>
  <rect x="0" y="820" width="${W}" height="80" fill="#0c3d69"/>`;
}

/** Parking deck with marked bays and cars: parking management. */
function parkingScene() {
  const rnd = random(23);
  const colors = ['#e2e8f0', '#f59e0b', '#1d5e9c', '#334155', '#ef4444', '#94a3b8'];
  let bays = '';
  for (let row = 0; row < 3; row++) {
    const y = 170 + row * 250;
    for (let i = 0; i < 13; i++) {
      const x = 40 + i * 122;
      bays += `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + 180}" stroke="#f8fafc" stroke-width="5" opacity="0.8"/>`;
      if (rnd() < 0.72) {
        const color = colors[Math.floor(rnd() * colors.length)];
        bays += `<rect x="${x + 18}" y="${y + 14}" width="86" height="152" rx="22" fill="${color}"/>`;
        bays += `<rect x="${x + 28}" y="${y + 40}" width="66" height="34" rx="8" fill="#0f172a" opacity="0.75"/>`;
        bays += `<rect x="${x + 28}" y="${y + 112}" width="66" height="26" rx="8" fill="#0f172a" opacity="0.6"/>`;
      }
    }
  }
  return `
  <defs>
    <linearGradient id="floor" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#475569"/><stop offset="1" stop-color="#1e293b"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#floor)"/>
  <rect x="0" y="0" width="${W}" height="130" fill="#0f4c81"/>
  <rect x="0" y="118" width="${W}" height="12" fill="#fbbf24"/>
  ${bays}
  <g fill="#fbbf24" opacity="0.9">${Array.from({ length: 12 }, (_, i) => `<polygon points="${80 + i * 130},${400 + 10} ${120 + i * 130},${400} ${120 + i * 130},${420}"/>`).join('')}</g>
  <circle cx="1450" cy="65" r="40" fill="#fbbf24"/><text x="1450" y="84" font-family="sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="#0f4c81">P</text>`;
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const scenes = [securityScene(), cleaningScene(), parkingScene()];
  for (const [index, scene] of scenes.entries()) {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scene}</svg>`,
    );
    // A light blur reads as a photo's shallow depth of field and compresses far better.
    const base = await sharp(svg).blur(1.2).png().toBuffer();
    for (const width of WIDTHS) {
      const resized = sharp(base).resize({ width });
      await resized
        .clone()
        .webp({ quality: 68, effort: 6 })
        .toFile(path.join(OUT_DIR, `hero-${index + 1}-${width}.webp`));
      await resized
        .clone()
        .avif({ quality: 48, effort: 5 })
        .toFile(path.join(OUT_DIR, `hero-${index + 1}-${width}.avif`));
    }
    const portrait = sharp(base).resize({ ...PORTRAIT, fit: 'cover', position: 'centre' });
    await portrait
      .clone()
      .webp({ quality: 68, effort: 6 })
      .toFile(path.join(OUT_DIR, `hero-${index + 1}-portrait-${PORTRAIT.width}.webp`));
    await portrait
      .clone()
      .avif({ quality: 48, effort: 5 })
      .toFile(path.join(OUT_DIR, `hero-${index + 1}-portrait-${PORTRAIT.width}.avif`));
  }
  console.log(`hero images written to ${path.relative(process.cwd(), OUT_DIR)}`);
}

await main();
