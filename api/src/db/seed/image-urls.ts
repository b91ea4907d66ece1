/**
 * The shop's photographs for `npm run db:seed -- --images file`: a JSON object of product slug to URL, or
 * a CSV of `slug,url` lines. A URL is https or a path on this site; the seed writes it to product.image_url.
 */
import fs from 'node:fs';
import type { EntityManager } from 'typeorm';

const URL_SHAPE = /^(https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/;
const MAX_URL_LENGTH = 2000;

function checked(slug: string, url: string, where: string): [string, string] {
  if (!slug || !URL_SHAPE.test(url) || url.length > MAX_URL_LENGTH) {
    throw new Error(`${where}: expected a product slug and an https URL or a /path, got "${slug}" "${url}"`);
  }
  return [slug, url];
}

/** Parses the file's text: JSON when it starts with "{", else CSV (a `slug,url` header line is skipped). */
export function parseImageUrls(text: string, file = 'images'): Map<string, string> {
  if (text.trimStart().startsWith('{')) {
    const json: unknown = JSON.parse(text);
    return new Map(
      Object.entries(json as Record<string, unknown>).map(([slug, url]) =>
        checked(slug, typeof url === 'string' ? url : '', `${file}: "${slug}"`),
      ),
    );
  }
  const pairs: [string, string][] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const [slug = '', url = '', ...extra] = line.split(',').map((cell) => cell.trim());
    if (!line.trim() || (i === 0 && slug === 'slug')) return;
    if (extra.length) throw new Error(`${file}:${i + 1}: expected two columns, slug and url`);
    pairs.push(checked(slug, url, `${file}:${i + 1}`));
  });
  return new Map(pairs);
}

export const readImageUrls = (file: string): Map<string, string> => parseImageUrls(fs.readFileSync(file, 'utf8'), file);

/** Sets each product's photograph; a slug no product has is refused, naming it, and nothing is written. */
export async function applyImageUrls(db: EntityManager, images: ReadonlyMap<string, string>): Promise<number> {
  if (!images.size) return 0;
  const slugs = [...images.keys()];
  const rows: { slug: string }[] = await db.query(
    // A SELECT around the UPDATE: TypeORM answers an UPDATE with [rows, count], a SELECT with its rows.
    `WITH changed AS (UPDATE product p SET image_url = x.url FROM unnest($1::text[], $2::text[]) AS x(slug, url)
       WHERE p.slug = x.slug RETURNING p.slug)
     SELECT slug FROM changed`,
    [slugs, [...images.values()]],
  );
  const found = new Set(rows.map((r) => r.slug));
  const unknown = slugs.filter((slug) => !found.has(slug));
  if (unknown.length) throw new Error(`images: no product has the slug ${unknown.slice(0, 5).join(', ')}`);
  return rows.length;
}
