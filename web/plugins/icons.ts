import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * The portal's icons for the home screen, drawn from the favicon's mark (web/public/favicon.svg, the navbar's
 * BrandMark): 'any' icons as the favicon is, rounded on a transparent ground; a maskable one and the iOS one on a
 * full square of the brand's green, the mark inside the safe zone (the launcher or iOS rounds the corners).
 */
export const icons = [
  { arquivo: 'icone-192.png', tamanho: 192, forma: 'favicon' },
  { arquivo: 'icone-512.png', tamanho: 512, forma: 'favicon' },
  { arquivo: 'icone-maskable-512.png', tamanho: 512, forma: 'quadrado' },
  { arquivo: 'apple-touch-icon.png', tamanho: 180, forma: 'quadrado' },
] as const;

/** The maskable icon's safe zone is the centred circle of 80 % of its width: the mark at 75 % stays inside it. */
const escalaNoQuadrado = 0.75;

/** The favicon's ground colour, which the mark is drawn on. */
const fundoDoFavicon = /<rect [^>]*fill="(#[0-9a-f]{6})"[^>]*\/>/i;

function desenhos(favicon: string) {
  const fundo = fundoDoFavicon.exec(favicon);
  if (!fundo?.[1]) throw new Error('favicon.svg has no ground rectangle to draw the icons from');
  const marca = favicon
    .replace(/^[\s\S]*?<\/title>|^<svg[^>]*>/, '')
    .replace(fundo[0], '')
    .replace('</svg>', '');
  const quadrado =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" fill="${fundo[1]}"/>` +
    `<g transform="translate(32 32) scale(${escalaNoQuadrado}) translate(-32 -32)">${marca}</g></svg>`;
  return { favicon, quadrado };
}

/** Writes the icons into the build's output, rasterised with sharp (as scripts/seed/generate-assets.ts does). */
export function portalIcons(favicon: string): Plugin {
  return {
    name: 'portal:icons',
    apply: 'build',
    buildStart() {
      this.addWatchFile(favicon);
    },
    async generateBundle() {
      const svg = desenhos(readFileSync(favicon, 'utf8'));
      for (const { arquivo, tamanho, forma } of icons) {
        const source = await sharp(Buffer.from(svg[forma]), { density: (72 * tamanho) / 64 })
          .resize(tamanho, tamanho)
          .png()
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: arquivo, source });
      }
    },
  };
}
