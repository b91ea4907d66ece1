/**
 * Generated placeholder pictures for products and categories: small, self-contained SVG documents
 * (no fonts, scripts or links), coloured deterministically so the same product always looks the same.
 */

const SIZE = 400;
const LINE_CHARS = 18;
const MAX_LINES = 3;
const TITLE_CHARS = 120;

/** Characters XML 1.0 forbids outright (C0 controls other than tab, newline, carriage return). */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Safe in both text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(XML_INVALID, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** FNV-1a: a stable 32-bit hash for slugs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Golden-angle steps keep neighbouring indexes far apart on the colour wheel. */
const hueOf = (n: number): number => Math.round((n * 137.508) % 360);

const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Greedy word wrap to at most MAX_LINES lines; over-long words are cut, overflow ends in an ellipsis. */
export function wrapName(name: string, lineChars = LINE_CHARS, maxLines = MAX_LINES): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= lineChars) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = truncate(word, lineChars);
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = truncate(`${lines[maxLines - 1]} …`, lineChars);
  }
  return lines;
}

function caption(name: string, y: number, fill: string): string {
  const lines = wrapName(name);
  const spans = lines.map((line, i) => `<tspan x="200" dy="${i === 0 ? 0 : 30}">${escapeXml(line)}</tspan>`).join('');
  return `<text y="${y}" font-family="sans-serif" font-size="26" font-weight="bold" text-anchor="middle" fill="${fill}">${spans}</text>`;
}

function svgDocument(name: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">` +
    `<title>${escapeXml(truncate(name, TITLE_CHARS))}</title>${body}</svg>`
  );
}

/** A vape-device silhouette on a tinted background, the product name below it. */
export function productSvg(index: number, name: string): string {
  const hue = hueOf(index);
  const accent = (hue + 40) % 360;
  return svgDocument(
    name,
    `<rect width="400" height="400" fill="hsl(${hue},55%,92%)"/>` +
      `<rect x="168" y="32" width="64" height="188" rx="28" fill="hsl(${hue},55%,42%)"/>` +
      `<rect x="184" y="14" width="32" height="34" rx="10" fill="hsl(${accent},65%,58%)"/>` +
      `<rect x="184" y="80" width="32" height="70" rx="12" fill="hsl(${hue},60%,70%)"/>` +
      `<circle cx="200" cy="190" r="8" fill="#fff" opacity=".85"/>` +
      caption(name, 278, '#222'),
  );
}

/** The second view of a product: its retail box in the product's colours, the name on the box's front. */
export function productPackSvg(index: number, name: string): string {
  const hue = hueOf(index);
  return svgDocument(
    name,
    `<rect width="400" height="400" fill="hsl(${hue},30%,95%)"/>` +
      `<path d="M110 70l40-30h180l-40 30z" fill="hsl(${hue},55%,62%)"/>` +
      `<path d="M290 70l40-30v250l-40 30z" fill="hsl(${hue},55%,32%)"/>` +
      `<rect x="70" y="70" width="220" height="250" rx="6" fill="hsl(${hue},55%,44%)"/>` +
      `<rect x="90" y="96" width="180" height="44" rx="6" fill="#fff" opacity=".9"/>` +
      caption(name, 200, '#fff'),
  );
}

/** A swatch of a product's flavour: a disc in the flavour's colour with its name, the product below it. */
export function flavorSwatchSvg(name: string, flavor: string): string {
  const hue = hash(flavor.toLowerCase()) % 360;
  return svgDocument(
    `${flavor}: ${name}`,
    `<rect width="400" height="400" fill="hsl(${hue},60%,94%)"/>` +
      `<circle cx="200" cy="130" r="96" fill="hsl(${hue},70%,55%)"/>` +
      `<text x="200" y="140" font-family="sans-serif" font-size="30" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(truncate(flavor, 16))}</text>` +
      caption(name, 280, '#222'),
  );
}

/** A coloured disc with the category's initial, the name below it. */
export function categorySvg(slug: string, name: string): string {
  const hue = hash(slug) % 360;
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return svgDocument(
    name,
    `<rect width="400" height="400" fill="hsl(${hue},45%,94%)"/>` +
      `<circle cx="200" cy="140" r="100" fill="hsl(${hue},60%,48%)"/>` +
      `<text x="200" y="174" font-family="sans-serif" font-size="96" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(initial)}</text>` +
      caption(name, 290, '#222'),
  );
}

/** The neutral picture served as default.jpg when a category has no picture. */
export function defaultCategorySvg(): string {
  return svgDocument(
    'No image',
    '<rect width="400" height="400" fill="#eceff1"/>' +
      '<rect x="110" y="90" width="180" height="140" rx="14" fill="none" stroke="#90a4ae" stroke-width="10"/>' +
      '<circle cx="160" cy="135" r="16" fill="#90a4ae"/>' +
      '<path d="M120 220l50-50 35 35 30-30 45 45z" fill="#90a4ae"/>' +
      caption('No image', 300, '#607d8b'),
  );
}
