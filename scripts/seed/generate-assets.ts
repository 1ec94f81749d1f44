// Generates the demo product images used by the local seed data.
// Everything is drawn as SVG and rasterised with sharp so the assets are
// reproducible and license-free. Run: npx tsx scripts/seed/generate-assets.ts
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

// Corporate agribusiness palette.
const C = {
  forest: '#2f5d3a',
  forestDark: '#1f4128',
  leaf: '#5b8c3e',
  leafLight: '#8fb86a',
  sage: '#c9d8b0',
  earth: '#8b5e3c',
  earthDark: '#5e3d25',
  wheat: '#d9b26f',
  cream: '#f6f1e4',
  steel: '#c7ccd1',
  steelDark: '#7d858c',
  ink: '#263326',
} as const;

interface Asset {
  file: string;
  width: number;
  height: number;
  svg: () => string;
}

/** Horizontal gradient that fakes the shading of a cylinder (dark edges, lit left third). */
const cylinder = (id: string, dark: string, light: string, mid: string): string =>
  `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="${dark}"/><stop offset="0.28" stop-color="${light}"/>
    <stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;

/** Company logo mark: a two-leaf sprout, drawn in a 100x100 box centred on (x, y). */
const sprout = (x: number, y: number, size: number, fill: string, vein = 'none'): string =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})">
    <path d="M2 44 Q4 18 0 -2" fill="none" stroke="${fill}" stroke-width="7" stroke-linecap="round"/>
    <path d="M0 -2 C6 -30 26 -46 48 -46 C48 -20 30 2 0 -2 Z" fill="${fill}"/>
    <path d="M2 14 C-4 -8 -22 -22 -46 -22 C-46 0 -26 18 2 14 Z" fill="${fill}"/>
    <path d="M4 -6 Q22 -20 38 -36 M-2 10 Q-20 0 -36 -12" fill="none" stroke="${vein}" stroke-width="3" stroke-linecap="round"/>
  </g>`;

/** 800x800 product scene: soft radial background plus a blurred floor shadow under the product. */
const scene = (defs: string, body: string, shadow = { cx: 400, cy: 690, rx: 230, ry: 28 }): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.42" r="0.75">
      <stop offset="0" stop-color="#fbf9f2"/><stop offset="1" stop-color="#e4e9d8"/></radialGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>
    ${defs}
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${shadow.ry}" fill="#3b4a2f" opacity="0.22" filter="url(#blur)"/>
  ${body}
</svg>`;

const poloShirt = (): string =>
  scene(
    `<linearGradient id="shirt" x1="0" x2="1"><stop offset="0" stop-color="#3f7a45"/><stop offset="0.45" stop-color="${C.leaf}"/><stop offset="1" stop-color="#356a3c"/></linearGradient>`,
    `<path d="M322 178 L240 206 L140 300 L192 392 L252 352 L252 640 Q400 664 548 640 L548 352 L608 392 L660 300 L560 206 L478 178 Q400 226 322 178 Z" fill="url(#shirt)" stroke="${C.forestDark}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M150 318 L198 404 M650 318 L602 404" stroke="${C.forest}" stroke-width="14"/>
    <path d="M158 316 L204 398 M642 316 L596 398" stroke="${C.wheat}" stroke-width="3"/>
    <path d="M300 420 Q290 540 300 630 M500 420 Q512 540 500 630" stroke="#2b5532" stroke-width="3" fill="none" opacity="0.35"/>
    <rect x="384" y="212" width="32" height="118" rx="4" fill="#4d8546" stroke="${C.forestDark}" stroke-width="3"/>
    ${[244, 276, 308].map((y) => `<circle cx="400" cy="${y}" r="6" fill="${C.cream}" stroke="#9aa78a" stroke-width="2"/>`).join('')}
    <path d="M322 178 Q400 222 478 178 L470 196 Q400 240 330 196 Z" fill="${C.forestDark}"/>
    <path d="M322 172 Q360 202 400 214 L374 286 Q330 258 292 226 Z" fill="${C.forest}" stroke="${C.forestDark}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M478 172 Q440 202 400 214 L426 286 Q470 258 508 226 Z" fill="${C.forest}" stroke="${C.forestDark}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M368 272 Q330 248 304 226 M432 272 Q470 248 496 226" fill="none" stroke="${C.wheat}" stroke-width="4" stroke-linecap="round"/>
    <path d="M254 598 Q400 622 546 598" stroke="${C.forest}" stroke-width="3" fill="none" opacity="0.6"/>
    ${sprout(488, 300, 44, C.cream)}`,
    { cx: 400, cy: 680, rx: 200, ry: 24 },
  );

// Three-quarter side view: a front view makes the brim read as a bucket hat.
const cap = (): string =>
  scene(
    `<radialGradient id="dome" cx="0.55" cy="0.3" r="0.8"><stop offset="0" stop-color="${C.leafLight}"/><stop offset="0.55" stop-color="${C.leaf}"/><stop offset="1" stop-color="${C.forest}"/></radialGradient>
     <linearGradient id="brim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.leaf}"/><stop offset="1" stop-color="${C.forestDark}"/></linearGradient>`,
    `<g transform="translate(-50 30)">
    <path d="M150 520 C140 340 250 236 400 236 C540 236 620 330 626 480 Q420 540 150 520 Z" fill="url(#dome)" stroke="${C.forestDark}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M400 238 Q330 330 330 528 M400 238 Q500 320 520 508" fill="none" stroke="${C.forestDark}" stroke-width="3" opacity="0.55"/>
    <path d="M400 238 Q340 330 340 528 M400 238 Q490 322 508 510" fill="none" stroke="${C.sage}" stroke-width="2" stroke-dasharray="6 6" opacity="0.7"/>
    <circle cx="250" cy="352" r="7" fill="${C.forestDark}"/><circle cx="455" cy="300" r="7" fill="${C.forestDark}"/>
    <ellipse cx="400" cy="238" rx="20" ry="9" fill="${C.forestDark}"/>
    <path d="M150 520 Q420 540 626 480 L628 500 Q420 560 152 540 Z" fill="${C.forest}" stroke="${C.forestDark}" stroke-width="3"/>
    <path d="M430 540 Q700 560 772 516 L770 530 Q720 600 520 580 Q450 570 430 552 Z" fill="${C.forestDark}"/>
    <path d="M430 540 Q540 510 626 484 Q730 470 774 500 Q790 524 760 534 Q640 566 430 540 Z" fill="url(#brim)" stroke="${C.forestDark}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M470 536 Q560 512 630 496 Q720 484 760 508" fill="none" stroke="${C.sage}" stroke-width="2" stroke-dasharray="7 6" opacity="0.8"/>
    <path d="M300 300 Q340 262 392 254" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.16"/>
    ${sprout(470, 400, 90, C.cream, C.leaf)}
    </g>`,
    { cx: 400, cy: 640, rx: 300, ry: 26 },
  );

const mug = (): string =>
  scene(
    cylinder('mug', '#24492d', '#4f8a4d', C.forest),
    `<g fill="none" stroke="#b9c4a8" stroke-width="9" stroke-linecap="round" opacity="0.8">
      <path d="M350 200 C330 170 370 150 350 116"/><path d="M410 196 C390 160 434 140 410 96"/></g>
    <path d="M520 320 C640 316 640 512 520 508" fill="none" stroke="${C.forestDark}" stroke-width="46" stroke-linecap="round"/>
    <path d="M520 320 C640 316 640 512 520 508" fill="none" stroke="${C.forest}" stroke-width="34" stroke-linecap="round"/>
    <path d="M250 256 L250 590 A140 32 0 0 0 530 590 L530 256 Z" fill="url(#mug)"/>
    <ellipse cx="390" cy="256" rx="140" ry="32" fill="${C.cream}"/>
    <ellipse cx="390" cy="260" rx="124" ry="24" fill="#6b4428"/>
    <ellipse cx="372" cy="256" rx="70" ry="9" fill="#8d5f3c" opacity="0.7"/>
    <rect x="286" y="300" width="22" height="260" rx="11" fill="#ffffff" opacity="0.18"/>
    ${sprout(400, 430, 120, C.cream, C.forest)}`,
    { cx: 410, cy: 620, rx: 210, ry: 26 },
  );

const thermalBottle = (): string =>
  scene(
    cylinder('body', '#24492d', '#6a9d4c', C.leaf) +
      cylinder('metal', C.steelDark, '#f1f3f5', C.steel) +
      cylinder('cap', '#1b2a1e', '#4a5a4c', '#2c3a2e'),
    `<rect x="350" y="108" width="100" height="96" rx="16" fill="url(#cap)"/>
    <rect x="350" y="180" width="100" height="10" fill="#000" opacity="0.25"/>
    <path d="M358 204 L442 204 L442 222 C490 236 492 262 492 292 L492 650 Q492 676 466 676 L334 676 Q308 676 308 650 L308 292 C308 262 310 236 358 222 Z" fill="url(#body)"/>
    <path d="M358 204 L442 204 L442 222 C490 236 492 262 492 292 L492 300 L308 300 L308 292 C308 262 310 236 358 222 Z" fill="url(#metal)"/>
    <rect x="308" y="600" width="184" height="34" fill="url(#metal)"/>
    <rect x="330" y="320" width="16" height="260" rx="8" fill="#ffffff" opacity="0.22"/>
    ${sprout(400, 440, 110, C.cream, C.leaf)}`,
    { cx: 400, cy: 684, rx: 130, ry: 18 },
  );

const notebook = (): string =>
  scene(
    `<linearGradient id="kraft" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a87a52"/><stop offset="1" stop-color="${C.earth}"/></linearGradient>`,
    `<g transform="rotate(-6 400 420)">
      <rect x="256" y="170" width="330" height="480" rx="14" fill="#e8e0cc" stroke="#b9ab8a" stroke-width="3"/>
      ${[0, 1, 2, 3].map((i) => `<line x1="${582 - i * 4}" y1="182" x2="${582 - i * 4}" y2="638" stroke="#cbbd9b" stroke-width="1.5"/>`).join('')}
      <rect x="240" y="162" width="336" height="484" rx="14" fill="url(#kraft)" stroke="${C.earthDark}" stroke-width="4"/>
      <rect x="240" y="162" width="36" height="484" rx="10" fill="${C.earthDark}" opacity="0.55"/>
      <rect x="512" y="160" width="18" height="488" fill="${C.forest}"/>
      <rect x="512" y="160" width="5" height="488" fill="#ffffff" opacity="0.2"/>
      <path d="M420 640 L420 720 L436 704 L452 720 L452 640 Z" fill="${C.wheat}"/>
      <rect x="320" y="330" width="140" height="140" rx="70" fill="none" stroke="${C.earthDark}" stroke-width="4" opacity="0.5"/>
      ${sprout(390, 400, 100, C.forest, C.wheat)}
    </g>`,
    { cx: 420, cy: 670, rx: 210, ry: 24 },
  );

const pen = (): string =>
  scene(
    `<linearGradient id="barrel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#24492d"/><stop offset="0.3" stop-color="#6a9d4c"/><stop offset="0.65" stop-color="${C.leaf}"/><stop offset="1" stop-color="#24492d"/></linearGradient>
     <linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.steelDark}"/><stop offset="0.35" stop-color="#f4f6f7"/><stop offset="1" stop-color="${C.steelDark}"/></linearGradient>`,
    `<g transform="rotate(-35 400 400)">
      <rect x="96" y="378" width="36" height="44" rx="10" fill="url(#chrome)"/>
      <rect x="126" y="372" width="430" height="56" rx="18" fill="url(#barrel)"/>
      <rect x="548" y="374" width="22" height="52" fill="url(#chrome)"/>
      <path d="M570 378 L650 386 L650 414 L570 422 Z" fill="#2b3a2d"/>
      ${[590, 606, 622, 638].map((x) => `<line x1="${x}" y1="384" x2="${x}" y2="416" stroke="#445646" stroke-width="3"/>`).join('')}
      <path d="M650 386 L700 396 L700 404 L650 414 Z" fill="url(#chrome)"/>
      <circle cx="703" cy="400" r="4" fill="${C.ink}"/>
      <path d="M150 360 L330 360 Q344 360 344 372 L344 378 L160 378 Q150 378 150 368 Z" fill="url(#chrome)" stroke="${C.steelDark}" stroke-width="2"/>
      <rect x="150" y="352" width="28" height="26" rx="4" fill="url(#chrome)"/>
      ${sprout(440, 401, 40, C.cream)}
    </g>`,
    { cx: 400, cy: 640, rx: 240, ry: 20 },
  );

const backpack = (): string =>
  scene(
    `<linearGradient id="pack" x1="0" x2="1"><stop offset="0" stop-color="#3d7443"/><stop offset="0.4" stop-color="${C.leaf}"/><stop offset="1" stop-color="${C.forest}"/></linearGradient>`,
    `<path d="M350 196 C350 130 450 130 450 196" fill="none" stroke="${C.earthDark}" stroke-width="18" stroke-linecap="round"/>
    <path d="M248 270 C200 330 200 560 236 640 M552 270 C600 330 600 560 564 640" fill="none" stroke="${C.forestDark}" stroke-width="30" stroke-linecap="round"/>
    <path d="M250 250 C250 200 300 180 400 180 C500 180 550 200 550 250 L560 620 Q560 670 510 670 L290 670 Q240 670 240 620 Z" fill="url(#pack)" stroke="${C.forestDark}" stroke-width="4"/>
    <path d="M262 300 Q400 270 538 300" fill="none" stroke="${C.forestDark}" stroke-width="6" stroke-linecap="round"/>
    <path d="M262 300 Q400 270 538 300" fill="none" stroke="${C.wheat}" stroke-width="2" stroke-dasharray="5 5"/>
    <rect x="284" y="330" width="18" height="300" rx="6" fill="#ffffff" opacity="0.12"/>
    <path d="M290 450 Q290 420 320 420 L480 420 Q510 420 510 450 L514 610 Q514 640 484 640 L316 640 Q286 640 286 610 Z" fill="${C.forest}" stroke="${C.forestDark}" stroke-width="4"/>
    <path d="M300 460 L500 460" stroke="${C.forestDark}" stroke-width="5"/>
    <path d="M300 460 L500 460" stroke="${C.steel}" stroke-width="2" stroke-dasharray="3 3"/>
    <rect x="468" y="456" width="12" height="34" rx="4" fill="${C.earth}"/>
    <rect x="500" y="282" width="12" height="34" rx="4" fill="${C.earth}"/>
    ${sprout(400, 550, 90, C.cream, C.forest)}`,
    { cx: 400, cy: 680, rx: 210, ry: 22 },
  );

const umbrella = (): string =>
  scene(
    `<linearGradient id="canopy" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.leafLight}"/><stop offset="1" stop-color="${C.leaf}"/></linearGradient>
     <linearGradient id="canopyDark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f7a45"/><stop offset="1" stop-color="${C.forestDark}"/></linearGradient>`,
    `<path d="M400 200 L400 610" stroke="${C.steelDark}" stroke-width="10"/>
    <path d="M400 600 L400 640 A34 34 0 0 1 332 640 L332 628" fill="none" stroke="${C.earthDark}" stroke-width="24" stroke-linecap="round"/>
    <path d="M150 430 C150 286 262 196 400 196 C538 196 650 286 650 430 Q587.5 392 525 430 Q462.5 392 400 430 Q337.5 392 275 430 Q212.5 392 150 430 Z" fill="url(#canopy)" stroke="${C.forestDark}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M400 196 C262 196 150 286 150 430 Q212.5 392 275 430 Q292 270 400 196 Z" fill="url(#canopyDark)"/>
    <path d="M400 196 Q508 270 525 430 Q462.5 392 400 430 Q400 300 400 196 Z" fill="url(#canopyDark)"/>
    <path d="M400 196 Q292 270 275 430 M400 196 L400 430 M400 196 Q508 270 525 430" fill="none" stroke="${C.forestDark}" stroke-width="3"/>
    <path d="M150 430 C150 286 262 196 400 196 C538 196 650 286 650 430 Q587.5 392 525 430 Q462.5 392 400 430 Q337.5 392 275 430 Q212.5 392 150 430 Z" fill="none" stroke="${C.forestDark}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M230 300 Q300 230 380 214" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.18"/>
    <path d="M400 196 L400 164" stroke="${C.steelDark}" stroke-width="8" stroke-linecap="round"/>
    ${[150, 275, 400, 525, 650].map((x) => `<circle cx="${x}" cy="430" r="6" fill="${C.steelDark}"/>`).join('')}
    ${sprout(466, 330, 70, C.cream, C.leaf)}`,
    { cx: 400, cy: 690, rx: 250, ry: 24 },
  );

const jacket = (): string =>
  scene(
    `<linearGradient id="jk" x1="0" x2="1"><stop offset="0" stop-color="#234a2b"/><stop offset="0.4" stop-color="${C.forest}"/><stop offset="1" stop-color="#203f27"/></linearGradient>`,
    `<path d="M256 214 L192 250 Q162 270 156 320 L134 604 L200 614 L244 380 Z" fill="url(#jk)" stroke="${C.forestDark}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M544 214 L608 250 Q638 270 644 320 L666 604 L600 614 L556 380 Z" fill="url(#jk)" stroke="${C.forestDark}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M134 604 L200 614 L196 648 L130 640 Z M666 604 L600 614 L604 648 L670 640 Z" fill="${C.earth}" stroke="${C.earthDark}" stroke-width="3"/>
    <path d="M330 176 L256 214 L244 380 L250 660 Q400 676 550 660 L556 380 L544 214 L470 176 Q400 206 330 176 Z" fill="url(#jk)" stroke="${C.forestDark}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M250 624 Q400 640 550 624 L550 660 Q400 676 250 660 Z" fill="${C.earth}" stroke="${C.earthDark}" stroke-width="3"/>
    <path d="M322 140 Q400 124 478 140 L480 196 Q400 220 320 196 Z" fill="${C.earth}" stroke="${C.earthDark}" stroke-width="4"/>
    <path d="M330 176 Q400 196 470 176" fill="none" stroke="${C.earthDark}" stroke-width="3"/>
    <line x1="400" y1="136" x2="400" y2="668" stroke="${C.forestDark}" stroke-width="10"/>
    <line x1="400" y1="136" x2="400" y2="668" stroke="${C.wheat}" stroke-width="3" stroke-dasharray="4 3"/>
    <path d="M393 210 L407 210 L410 262 Q400 272 390 262 Z" fill="${C.wheat}" stroke="${C.earthDark}" stroke-width="2"/>
    <path d="M292 520 L336 450 M508 520 L464 450" stroke="${C.forestDark}" stroke-width="8" stroke-linecap="round"/>
    <path d="M292 520 L336 450 M508 520 L464 450" stroke="${C.leafLight}" stroke-width="2" stroke-linecap="round" opacity="0.6"/>
    <path d="M270 300 Q330 320 380 300 M420 300 Q470 320 530 300" fill="none" stroke="${C.forestDark}" stroke-width="3" opacity="0.7"/>
    <rect x="272" y="330" width="14" height="260" rx="7" fill="#ffffff" opacity="0.08"/>
    ${sprout(474, 262, 46, C.wheat)}`,
    { cx: 400, cy: 690, rx: 250, ry: 24 },
  );

const keychain = (): string =>
  scene(
    `<linearGradient id="leather" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a5734a"/><stop offset="1" stop-color="${C.earthDark}"/></linearGradient>
     <linearGradient id="ring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f3"/><stop offset="0.5" stop-color="${C.steelDark}"/><stop offset="1" stop-color="#dfe3e6"/></linearGradient>`,
    `<circle cx="400" cy="206" r="78" fill="none" stroke="url(#ring)" stroke-width="14"/>
    <circle cx="400" cy="206" r="78" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5" stroke-dasharray="120 370"/>
    <ellipse cx="400" cy="300" rx="16" ry="24" fill="none" stroke="url(#ring)" stroke-width="9"/>
    <path d="M360 318 L440 318 L440 350 Q440 368 422 368 L378 368 Q360 368 360 350 Z" fill="url(#ring)" stroke="${C.steelDark}" stroke-width="2"/>
    <path d="M330 356 L470 356 Q500 356 500 386 L500 580 Q500 640 400 670 Q300 640 300 580 L300 386 Q300 356 330 356 Z" fill="url(#leather)" stroke="${C.earthDark}" stroke-width="4"/>
    <path d="M334 376 L466 376 Q480 376 480 390 L480 574 Q480 622 400 648 Q320 622 320 574 L320 390 Q320 376 334 376 Z" fill="none" stroke="${C.wheat}" stroke-width="3" stroke-dasharray="9 7"/>
    <path d="M318 400 Q320 380 340 380" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.2"/>
    <circle cx="400" cy="510" r="64" fill="${C.forest}" stroke="${C.forestDark}" stroke-width="3"/>
    ${sprout(400, 510, 80, C.wheat)}`,
    { cx: 400, cy: 690, rx: 130, ry: 16 },
  );

type SizeRow = readonly [size: string, widthCm: number, heightCm: number];

/** 900x600 size-guide table; the only images allowed to contain text. */
const sizeGuide = (title: string, rows: readonly SizeRow[]) => (): string => {
  const cols = [
    { label: 'Tamanho', x: 70, w: 220 },
    { label: 'Largura (cm)', x: 290, w: 270 },
    { label: 'Altura (cm)', x: 560, w: 270 },
  ];
  const top = 140;
  const rowH = 62;
  const bottom = top + rowH * (rows.length + 1);
  // One table row: a background band plus a centred text per column (first column bold, like a header cell).
  const row = (cells: readonly (string | number)[], y: number, band: string, color: string): string =>
    `<rect x="70" y="${y}" width="760" height="${rowH}" fill="${band}"/>` +
    cols
      .map(
        (c, i) =>
          `<text x="${c.x + c.w / 2}" y="${y + rowH / 2 + 8}" text-anchor="middle"` +
          ` fill="${i === 0 && band !== C.forest ? C.forest : color}"` +
          ` font-weight="${i === 0 || band === C.forest ? 'bold' : 'normal'}">${cells[i]}</text>`,
      )
      .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600" viewBox="0 0 900 600" font-family="'DejaVu Sans', sans-serif" font-size="24">
  <defs><clipPath id="table"><rect x="70" y="${top}" width="760" height="${bottom - top}" rx="12"/></clipPath></defs>
  <rect width="900" height="600" fill="${C.cream}"/>
  <rect width="900" height="10" fill="${C.forest}"/>
  ${sprout(96, 76, 56, C.leaf)}
  <text x="140" y="88" font-size="34" font-weight="bold" fill="${C.forest}">${title}</text>
  <g clip-path="url(#table)">
    ${row(
      cols.map((c) => c.label),
      top,
      C.forest,
      '#ffffff',
    )}
    ${rows.map((r, i) => row(r, top + rowH * (i + 1), i % 2 ? '#ffffff' : '#eef3e6', C.ink)).join('')}
    ${cols
      .slice(1)
      .map((c) => `<line x1="${c.x}" y1="${top + rowH}" x2="${c.x}" y2="${bottom}" stroke="#d6dfc8" stroke-width="2"/>`)
      .join('')}
  </g>
  <rect x="70" y="${top}" width="760" height="${bottom - top}" rx="12" fill="none" stroke="${C.forest}" stroke-width="2"/>
  <text x="70" y="${bottom + 40}" font-size="18" fill="#6b7565">Medidas da peça aberta, aproximadas (tolerância de ±2 cm).</text>
</svg>`;
};

const assets: Asset[] = [
  { file: 'camiseta-polo.png', width: 800, height: 800, svg: poloShirt },
  { file: 'bone.png', width: 800, height: 800, svg: cap },
  { file: 'caneca.jpg', width: 800, height: 800, svg: mug },
  { file: 'garrafa-termica.png', width: 800, height: 800, svg: thermalBottle },
  { file: 'caderno.jpg', width: 800, height: 800, svg: notebook },
  { file: 'caneta.png', width: 800, height: 800, svg: pen },
  { file: 'mochila.png', width: 800, height: 800, svg: backpack },
  { file: 'guarda-chuva.jpg', width: 800, height: 800, svg: umbrella },
  { file: 'jaqueta.png', width: 800, height: 800, svg: jacket },
  { file: 'chaveiro.png', width: 800, height: 800, svg: keychain },
  {
    file: 'guia-camiseta.png',
    width: 900,
    height: 600,
    svg: sizeGuide('Guia de Tamanhos — Camiseta Polo', [
      ['P', 50, 70],
      ['M', 53, 72],
      ['G', 56, 74],
      ['GG', 59, 76],
      ['XG', 62, 78],
    ]),
  },
  {
    file: 'guia-jaqueta.png',
    width: 900,
    height: 600,
    svg: sizeGuide('Guia de Tamanhos — Jaqueta', [
      ['P', 54, 68],
      ['M', 57, 70],
      ['G', 60, 72],
      ['GG', 63, 74],
      ['XG', 66, 76],
    ]),
  },
];

await mkdir(outDir, { recursive: true });
for (const asset of assets) {
  const image = sharp(Buffer.from(asset.svg())).resize(asset.width, asset.height);
  const target = path.join(outDir, asset.file);
  // The extension picks the encoder: a palette PNG keeps flat art small; JPEG has no alpha, so flatten first.
  await (asset.file.endsWith('.jpg')
    ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
    : image.png({ compressionLevel: 9, palette: true })
  ).toFile(target);
  console.log(`${asset.file.padEnd(22)} ${((await stat(target)).size / 1024).toFixed(1)} KB`);
}
