import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * After the Vite builds: a brotli (best quality) and a gzip copy beside every text file of web/dist
 * that compression makes smaller, so the server sends the best one the browser accepts at no CPU cost.
 */
const DIST = path.resolve(__dirname, '..', 'web', 'dist');
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.ttf']);
const MIN_BYTES = 1_024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

let raw = 0;
let brotli = 0;
for (const file of filesUnder(DIST)) {
  if (!TEXT.has(path.extname(file))) continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  raw += body.length;
  brotli += Math.min(br.length, body.length);
}
process.stdout.write(
  `compressed web/dist: ${Math.round(raw / 1024)} kB of text, ${Math.round(brotli / 1024)} kB as brotli\n`,
);
