/**
 * Draws the demo data's listing photos (apps/web/public/demo-photos/*.jpg) with sharp. Listings' real
 * photos live on the portal's image server; the demo needs a few that work without a network.
 * Run once after a change: `node apps/server/scripts/demo-photos.mjs`; the JPEGs are committed.
 */
import { Buffer } from 'node:buffer';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 480;
const H = 320;
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'public', 'demo-photos');
mkdirSync(out, { recursive: true });

const sky = (top, bottom) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>`;
const ground = (color) => `<rect y="${H - 70}" width="${W}" height="70" fill="${color}"/>`;
const tree = (x, scale = 1) => `<g transform="translate(${x} ${H - 70}) scale(${scale})">
  <rect x="-5" y="-50" width="10" height="50" fill="#6b4a2b"/>
  <circle cx="0" cy="-70" r="34" fill="#3f7d3a"/><circle cx="-18" cy="-55" r="22" fill="#4a8d43"/>
  <circle cx="18" cy="-58" r="24" fill="#37702f"/></g>`;
const windows = (x0, y0, cols, rows, w, h, gapX, gapY, frame = '#f4f1ea', glass = '#9cc3d9') =>
  Array.from({ length: cols * rows }, (_, i) => {
    const x = x0 + (i % cols) * (w + gapX);
    const y = y0 + Math.floor(i / cols) * (h + gapY);
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/>
      <rect x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}" fill="${glass}"/>`;
  }).join('');

const house = ({ wall, roof, door, skyTop, skyBottom, grass }) =>
  `${sky(skyTop, skyBottom)}${ground(grass)}${tree(70, 0.9)}${tree(420, 1.1)}
  <rect x="140" y="130" width="200" height="120" fill="${wall}"/>
  <polygon points="125,132 240,50 355,132" fill="${roof}"/>
  <rect x="290" y="60" width="22" height="45" fill="${roof}"/>
  ${windows(158, 150, 2, 1, 42, 42, 100, 0)}
  <rect x="222" y="180" width="36" height="70" fill="${door}"/>
  <rect x="${W / 2 - 60}" y="${H - 70}" width="120" height="12" fill="#c9c2b3"/>`;

const apartment = ({ wall, accent, skyTop, skyBottom, grass }) =>
  `${sky(skyTop, skyBottom)}${ground(grass)}${tree(50, 0.8)}
  <rect x="110" y="40" width="260" height="210" fill="${wall}"/>
  <rect x="110" y="40" width="260" height="12" fill="${accent}"/>
  ${windows(128, 66, 5, 4, 34, 30, 14, 16)}
  ${[0, 1, 2, 3].map((r) => `<rect x="124" y="${94 + r * 46}" width="232" height="5" fill="${accent}"/>`).join('')}
  <rect x="222" y="214" width="36" height="36" fill="#3b3b3b"/>${tree(430, 1)}`;

const land = () =>
  `${sky('#8ec5ea', '#dcefff')}
  <rect y="170" width="${W}" height="150" fill="#8fb45a"/>
  ${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${190 + i * 15} Q240 ${180 + i * 15} ${W} ${195 + i * 15}" stroke="#7a9d48" stroke-width="3" fill="none"/>`).join('')}
  ${tree(60, 0.7)}${tree(110, 0.6)}
  <rect x="330" y="200" width="6" height="60" fill="#7a5a3a"/><rect x="300" y="200" width="70" height="34" fill="#f2f2f2"/>
  <rect x="306" y="206" width="58" height="6" fill="#c0392b"/><rect x="306" y="218" width="40" height="5" fill="#555"/>`;

const garage = () =>
  `${sky('#a9c9e3', '#e9f2f9')}${ground('#9aa0a6')}
  <rect x="120" y="110" width="240" height="140" fill="#d8d2c4"/>
  <rect x="110" y="98" width="260" height="16" fill="#5f5f5f"/>
  <rect x="150" y="140" width="180" height="110" fill="#8c96a0"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="150" y="${146 + i * 12}" width="180" height="3" fill="#76808a"/>`).join('')}`;

const commercial = () =>
  `${sky('#7fb3dd', '#d6e8f7')}${ground('#b9b4aa')}
  <rect x="70" y="70" width="340" height="180" fill="#e7e3da"/>
  <rect x="70" y="70" width="340" height="26" fill="#2f5d7c"/>
  <rect x="90" y="160" width="300" height="90" fill="#9cc3d9"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${90 + i * 75}" y="160" width="4" height="90" fill="#f4f1ea"/>`).join('')}
  ${windows(90, 108, 6, 1, 40, 36, 12, 0)}`;

const photos = {
  'house-1': house({
    wall: '#b5563c',
    roof: '#4a3b35',
    door: '#2d4a3e',
    skyTop: '#7fb7e6',
    skyBottom: '#dff0fb',
    grass: '#6aa84f',
  }),
  'house-2': house({
    wall: '#efe9dc',
    roof: '#2e2e33',
    door: '#8b2f2f',
    skyTop: '#9ac4e8',
    skyBottom: '#f1f7fc',
    grass: '#78b05a',
  }),
  'house-3': house({
    wall: '#c9a46c',
    roof: '#6b2e22',
    door: '#34495e',
    skyTop: '#f2b880',
    skyBottom: '#fde8cf',
    grass: '#6f9f4a',
  }),
  'apartment-1': apartment({
    wall: '#d9d4cb',
    accent: '#6d7b86',
    skyTop: '#86b9e0',
    skyBottom: '#e6f2fb',
    grass: '#7aa85a',
  }),
  'apartment-2': apartment({
    wall: '#a85f47',
    accent: '#3d3d3d',
    skyTop: '#9fc7e7',
    skyBottom: '#eef6fc',
    grass: '#6c9c4c',
  }),
  land: land(),
  garage: garage(),
  commercial: commercial(),
};

for (const [name, body] of Object.entries(photos)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 74, mozjpeg: true })
    .toFile(join(out, `${name}.jpg`));
}
console.log(`${Object.keys(photos).length} photos in ${out}`);

// Wallpaper PRO banners (4:1): a row of gables in an agency's colours over a band.
const BW = 1200;
const BH = 300;
const banner = ({ skyTop, skyBottom, band, walls, roof }) =>
  `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
  <rect width="${BW}" height="${BH}" fill="url(#b)"/>
  ${Array.from({ length: 12 }, (_, i) => {
    const x = 40 + i * 95;
    const h = 90 + ((i * 37) % 70);
    const wall = walls[i % walls.length];
    return `<rect x="${x}" y="${BH - 60 - h}" width="80" height="${h}" fill="${wall}"/>
      <polygon points="${x - 4},${BH - 58 - h} ${x + 40},${BH - 100 - h} ${x + 84},${BH - 58 - h}" fill="${roof}"/>
      <rect x="${x + 14}" y="${BH - 40 - h}" width="18" height="22" fill="#f6f1e4"/>
      <rect x="${x + 48}" y="${BH - 40 - h}" width="18" height="22" fill="#f6f1e4"/>`;
  }).join('')}
  <rect y="${BH - 60}" width="${BW}" height="60" fill="${band}"/>
  <rect x="40" y="${BH - 40}" width="300" height="8" fill="#ffffff" opacity="0.85"/>
  <rect x="40" y="${BH - 24}" width="180" height="6" fill="#ffffff" opacity="0.6"/>`;

const banners = {
  'wallpaper-1': banner({
    skyTop: '#1f4e79',
    skyBottom: '#8fb8de',
    band: '#c0392b',
    walls: ['#b5563c', '#d9c6a5', '#8e5a3c'],
    roof: '#2e2e33',
  }),
  'wallpaper-2': banner({
    skyTop: '#f2b880',
    skyBottom: '#fde8cf',
    band: '#1f4e79',
    walls: ['#efe9dc', '#c9a46c', '#a85f47'],
    roof: '#4a3b35',
  }),
  'wallpaper-3': banner({
    skyTop: '#2d6a4f',
    skyBottom: '#b7e4c7',
    band: '#1b4332',
    walls: ['#d8f3dc', '#95d5b2', '#e9edc9'],
    roof: '#3a3a3a',
  }),
};
for (const [name, body] of Object.entries(banners)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${BW}" height="${BH}" viewBox="0 0 ${BW} ${BH}">${body}</svg>`;
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 74, mozjpeg: true })
    .toFile(join(out, `${name}.jpg`));
}
console.log(`${Object.keys(banners).length} wallpaper banners in ${out}`);
