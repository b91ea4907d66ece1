import type { ArtworkKind } from './artwork-kinds';
import type { Tint } from './artwork-palette';

/**
 * One silhouette per kind, drawn in the top of a 400 × 400 picture (y 20 to 240) so the label fits below.
 * Plain shapes only: no text, links or styles, so a drawing cannot carry anything but colour.
 */
type Drawing = (t: Tint) => string;

const WHITE = '#fff';
const GREY = '#cfd8dc';

const rect = (x: number, y: number, w: number, h: number, r: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const stroke = (d: string, color: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;

export const DRAWINGS: Readonly<Record<ArtworkKind, Drawing>> = {
  disposable: (t) =>
    rect(176, 26, 48, 40, 14, t.dark) + rect(160, 52, 80, 184, 30, t.body) + rect(176, 96, 48, 84, 20, t.light),
  'pod-kit': (t) =>
    rect(164, 40, 72, 70, 18, t.light) +
    rect(184, 26, 32, 24, 8, t.dark) +
    rect(150, 104, 100, 132, 26, t.body) +
    circle(200, 170, 12, WHITE),
  'box-mod': (t) =>
    rect(176, 30, 48, 24, 6, t.dark) +
    rect(170, 50, 60, 70, 10, t.light) +
    rect(132, 118, 136, 118, 16, t.body) +
    rect(156, 140, 88, 40, 6, '#263238') +
    circle(200, 208, 12, WHITE),
  'e-liquid': (t) =>
    path('M190 30h20l6 40h-32z', t.dark) +
    rect(172, 64, 56, 30, 8, t.dark) +
    rect(144, 92, 112, 144, 20, t.body) +
    rect(156, 128, 88, 76, 6, WHITE),
  pods: (t) =>
    [126, 176, 226]
      .map(
        (x) =>
          rect(x, 60, 48, 150, 20, t.body) +
          rect(x + 10, 40, 28, 30, 8, t.dark) +
          rect(x + 12, 110, 24, 60, 10, t.light),
      )
      .join(''),
  bundle: (t) =>
    path('M110 112l34-26h182l-34 26z', t.light) +
    path('M292 112l34-26v124l-34 26z', t.dark) +
    rect(110, 112, 182, 124, 6, t.body) +
    rect(196, 112, 12, 124, 0, WHITE) +
    rect(110, 160, 182, 12, 0, WHITE),
  vaporizer: (t) =>
    rect(186, 24, 28, 44, 12, t.dark) +
    rect(178, 64, 44, 172, 20, t.body) +
    rect(178, 100, 44, 10, 0, t.light) +
    circle(200, 150, 9, WHITE),
  'glass-pipe': (t) =>
    path('M96 150c0-40 70-48 90-20l130 60c10 5 6 20-6 18l-140-30c-30 20-74 12-74-28z', t.body) +
    circle(140, 146, 22, t.dark),
  bong: (t) =>
    rect(184, 24, 32, 120, 10, t.light) +
    path('M184 130h32l46 90c4 10-2 16-12 16h-100c-10 0-16-6-12-16z', t.body) +
    stroke('M210 190l50-40', t.dark, 10) +
    circle(266, 146, 14, t.dark),
  grinder: (t) =>
    rect(124, 60, 152, 40, 10, t.dark) +
    rect(124, 104, 152, 50, 6, t.body) +
    rect(124, 158, 152, 60, 10, t.light) +
    [146, 176, 206, 236].map((x) => rect(x, 68, 18, 24, 4, t.body)).join(''),
  scale: (t) =>
    rect(110, 60, 180, 170, 18, t.body) +
    rect(130, 80, 140, 60, 8, '#263238') +
    rect(142, 94, 116, 32, 4, '#9ccc65') +
    circle(160, 186, 14, t.light) +
    circle(240, 186, 14, t.light),
  papers: (t) =>
    rect(150, 40, 100, 70, 4, WHITE) + rect(130, 90, 140, 146, 10, t.body) + rect(148, 120, 104, 40, 6, t.light),
  torch: (t) =>
    path('M200 24c20 20 18 42 0 56c-18-14-20-36 0-56z', '#ff9800') +
    rect(184, 78, 32, 26, 6, GREY) +
    rect(162, 100, 76, 136, 22, t.body) +
    rect(236, 120, 20, 50, 8, t.dark),
  aerosol: (t) =>
    rect(186, 28, 28, 26, 6, t.dark) +
    path('M164 84c0-20 72-20 72 0z', t.dark) +
    rect(164, 82, 72, 154, 12, t.body) +
    rect(164, 130, 72, 50, 0, t.light),
  knife: (t) =>
    path('M100 160l150-90c20-10 34 4 22 20l-112 96z', GREY) +
    path('M160 186l-40 40c-12 12-30-4-18-16l38-46z', t.body) +
    circle(126, 206, 6, t.dark),
  shirt: (t) =>
    path('M150 40l-70 40 24 50 32-16v122h128v-122l32 16 24-50-70-40c-8 20-92 20-100 0z', t.body) +
    path('M170 40c10 18 50 18 60 0z', t.dark),
  socks: (t) =>
    path('M160 30h60v120l40 34c18 16 2 48-20 40l-80-40c-10-6-10-14-10-24z', t.body) +
    rect(160, 30, 60, 26, 4, t.dark) +
    path('M222 192l26 12c10 4 8 22-8 20l-24-10z', t.light),
  hat: (t) =>
    path('M110 170c0-80 40-120 90-120s90 40 90 120z', t.body) +
    path('M90 170h220c30 0 30 24 0 24h-220z', t.dark) +
    circle(200, 50, 10, t.light),
  candy: (t) =>
    path('M110 140l-30-30v60zM290 140l30-30v60z', t.dark) +
    rect(110, 100, 180, 80, 40, t.body) +
    stroke('M150 110c20 20 40 40 40 60M210 110c20 20 40 40 40 60', t.light, 10),
  pouches: (t) => circle(200, 140, 96, t.dark) + circle(200, 140, 84, t.body) + circle(200, 140, 50, t.light),
  battery: (t) =>
    rect(186, 30, 28, 16, 4, GREY) +
    rect(164, 44, 72, 192, 12, '#263238') +
    rect(164, 44, 72, 70, 12, t.body) +
    stroke('M190 170h20M200 160v20', WHITE, 6),
  charger: (t) =>
    rect(150, 40, 100, 110, 18, t.body) +
    rect(170, 20, 12, 26, 3, GREY) +
    rect(218, 20, 12, 26, 3, GREY) +
    stroke('M200 150c0 60 60 40 60 90', t.dark, 12),
  'phone-case': (t) =>
    rect(144, 26, 112, 210, 22, t.body) + rect(158, 40, 84, 182, 14, t.light) + circle(180, 60, 10, t.dark),
  incense: (t) =>
    stroke('M150 236l40-170M200 236l10-170M250 236l-20-170', t.dark, 6) +
    stroke('M190 60c-20-20 20-20 0-40M210 60c-20-20 20-20 0-40', GREY, 4) +
    rect(130, 210, 140, 26, 8, t.body),
  tube: (t) =>
    path('M150 40h100l-10 150h-80z', t.body) + rect(170, 186, 60, 50, 8, t.dark) + rect(150, 40, 100, 16, 4, t.light),
  medicine: (t) =>
    rect(158, 26, 84, 36, 8, WHITE) +
    rect(150, 60, 100, 176, 14, t.body) +
    rect(162, 104, 76, 86, 6, WHITE) +
    stroke('M200 126v42M179 147h42', t.dark, 10),
  gift: (t) =>
    rect(120, 100, 160, 136, 8, t.body) +
    rect(110, 80, 180, 34, 6, t.dark) +
    rect(192, 80, 16, 156, 0, t.light) +
    path('M200 80c-40-60-80-20 0 0c80-20 40-60 0 0z', t.light),
  generic: (t) =>
    rect(130, 50, 140, 170, 16, t.body) + rect(150, 70, 100, 60, 8, t.light) + circle(200, 176, 16, t.dark),
};
