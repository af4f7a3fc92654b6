// Renders the installed app's icons of each brand from our own logo marks (libs/ui/src/components/logo/Logo.tsx)
// into apps/web/public/icons, which the build ships and the web manifest names. The PNGs are committed: they change
// only with the logos, so neither the build nor the web server needs sharp's native image library.
//   node tools/scripts/render-app-icons.mjs
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDirectory = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/icons');

// The marks of Logo.tsx on a 36-unit grid, with the text colour white on the brand colour; colours of tokens.css.
const brands = {
  nivaas: {
    ground: '#b3261e',
    accent: '#f4a300',
    centre: [18, 19.5],
    mark: (accent) =>
      `<circle cx="18" cy="14" r="7" fill="${accent}"/><path d="M4 32 V20 a14 14 0 0 1 28 0 V32 h-6 V21 a8 8 0 0 0 -16 0 V32 Z" fill="#ffffff"/>`,
  },
  dunelight: {
    ground: '#0b5f86',
    accent: '#d8b878',
    centre: [19, 17.5],
    mark: (accent) =>
      `<path d="M18 3 L24 14 L12 14 Z" fill="${accent}"/><path d="M2 30 Q12 16 22 24 T36 22 V32 H2 Z" fill="#ffffff"/><path d="M2 32 Q14 24 36 30 V32 Z" fill="${accent}"/>`,
  },
};

// size: pixels; markShare: the mark's width as a share of the icon (a maskable icon keeps it inside the 80% safe
// circle); corner: rounded corners for "any" icons, none where the platform cuts its own shape.
const kinds = {
  192: { size: 192, markShare: 0.66, corner: 0.2 },
  512: { size: 512, markShare: 0.66, corner: 0.2 },
  'maskable-512': { size: 512, markShare: 0.5, corner: 0 },
  'apple-touch-180': { size: 180, markShare: 0.62, corner: 0 },
};

function iconSvg(brand, { size, markShare, corner }) {
  const scale = (size * markShare) / 34;
  const [cx, cy] = brand.centre;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${size * corner}" fill="${brand.ground}"/>
<g transform="translate(${size / 2} ${size / 2}) scale(${scale}) translate(${-cx} ${-cy})">${brand.mark(brand.accent)}</g>
</svg>`;
}

mkdirSync(outDirectory, { recursive: true });
for (const [themeId, brand] of Object.entries(brands)) {
  for (const [kind, options] of Object.entries(kinds)) {
    const file = join(outDirectory, `${themeId}-${kind}.png`);
    await sharp(Buffer.from(iconSvg(brand, options)))
      .png({ compressionLevel: 9 })
      .toFile(file);
    console.log(`wrote ${file}`);
  }
}
