// The installable app's icons (issue 44), made from the logo (public/icons/icon.svg, the favicon's "JP" in the
// design system's primary blue): `node shell/scripts/pwa-icons.mjs` writes the PNGs next to it, which are kept in the
// repo and listed in public/manifest.webmanifest. Run again after changing the logo.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.join(import.meta.dirname, '..', 'public', 'icons');
const logo = fs.readFileSync(path.join(dir, 'icon.svg'), 'utf8');
const PRIMARY = '#0958d9';

/**
 * A maskable icon: the launcher may cut it to any shape inside the middle 80 % circle, so the background fills the
 * square and the letters sit well inside the safe zone (the logo without its rounded square, at 60 % of the side).
 */
const maskable = logo
  .replace(/<rect[^>]*\/>/, '')
  .replace('viewBox="0 0 64 64"', 'viewBox="-21.33 -21.33 106.67 106.67"')
  .replace('<path', `<rect x="-21.33" y="-21.33" width="106.67" height="106.67" fill="${PRIMARY}"/><path`);

const icons = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  // iOS ignores the manifest's icons: a full square (it rounds the corners itself).
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: 72 * (icon.size / 64) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, icon.file));
  console.log(`${icon.file} ${icon.size}x${icon.size}`);
}
