import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * After the Vite builds: a brotli and a gzip copy beside every text file of web/dist that compression makes
 * smaller, so the server sends the best one the browser accepts at no CPU cost. The storefront's files get
 * brotli's best quality (its first-load budget counts bytes); the explorer's 9 MB of GraphiQL and Monaco, a
 * developer tool, get quality 5: a tenth larger, and seconds less at every build. zlib's thread pool
 * compresses several files at once.
 */
const DIST = path.resolve(__dirname, '..', 'web', 'dist');
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.ttf']);
const MIN_BYTES = 1_024;
const EXPLORER = [path.join(DIST, 'explorer') + path.sep, path.join(DIST, 'assets', 'explorer') + path.sep];
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Compresses one file; answers its size and its brotli size (the smaller of the two). */
async function compressFile(file: string): Promise<[number, number]> {
  const body = await fs.promises.readFile(file);
  const quality = EXPLORER.some((dir) => file.startsWith(dir)) ? 5 : 11;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzipped(body, { level: 9 }),
  ]);
  if (br.length < body.length) await fs.promises.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.promises.writeFile(`${file}.gz`, gz);
  return [body.length, Math.min(br.length, body.length)];
}

export async function compressWeb(): Promise<void> {
  const texts = filesUnder(DIST).filter((file) => TEXT.has(path.extname(file)) && fs.statSync(file).size >= MIN_BYTES);
  const sizes = await Promise.all(texts.map(compressFile));
  const kB = (i: 0 | 1) => Math.round(sizes.reduce((sum, size) => sum + size[i], 0) / 1024);
  process.stdout.write(`compressed web/dist: ${kB(0)} kB of text, ${kB(1)} kB as brotli\n`);
}

if (require.main === module) {
  compressWeb().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
