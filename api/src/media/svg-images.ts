/**
 * The shared parts of the generated pictures: small, self-contained SVG documents (no fonts, scripts or
 * links) of 400 × 400, with their text escaped.
 */
import { type ArtworkKind } from './artwork-kinds';
import { DRAWINGS } from './artwork-drawings';
import { hashText } from './artwork-palette';

export const PICTURE_SIZE = 400;
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

export const truncate = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Greedy word wrap to at most maxLines lines; over-long words are cut, overflow ends in an ellipsis. */
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

/** Centred text lines from `y` down, each already wrapped. */
export function textLines(lines: readonly string[], y: number, size: number, fill: string, bold = true): string {
  const spans = lines
    .map((line, i) => `<tspan x="200" dy="${i === 0 ? 0 : size + 4}">${escapeXml(line)}</tspan>`)
    .join('');
  const weight = bold ? ' font-weight="bold"' : '';
  return `<text y="${y}" font-family="sans-serif" font-size="${size}"${weight} text-anchor="middle" fill="${fill}">${spans}</text>`;
}

const caption = (name: string, y: number, fill: string): string => textLines(wrapName(name), y, 26, fill);

/** A whole picture; `data` (what it shows: its kind, its tint) becomes data-* attributes of the root. */
export function svgDocument(title: string, body: string, data: Readonly<Record<string, string>> = {}): string {
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeXml(value)}"`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}"${attributes}>` +
    `<title>${escapeXml(truncate(title, TITLE_CHARS))}</title>${body}</svg>`
  );
}

/** A category's icon: the drawing of what it sells in a tinted disc, the name below it. */
export function categorySvg(slug: string, name: string, kind: ArtworkKind): string {
  const hue = hashText(slug) % 360;
  const tint = {
    family: 'category',
    body: `hsl(${hue},55%,45%)`,
    dark: `hsl(${hue},55%,30%)`,
    light: `hsl(${hue},55%,75%)`,
    background: `hsl(${hue},45%,94%)`,
  };
  return svgDocument(
    name,
    `<rect width="400" height="400" fill="${tint.background}"/>` +
      `<circle cx="200" cy="134" r="124" fill="#fff"/>` +
      DRAWINGS[kind](tint) +
      caption(name, 300, '#222'),
    { kind },
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
