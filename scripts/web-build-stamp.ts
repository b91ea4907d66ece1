import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the web app's build depends on, and the hash of it kept beside the build (web/dist/.source-hash). */
const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'web', 'dist');
const STAMP = path.join(DIST, '.source-hash');
const INPUTS = ['web', 'package-lock.json'];

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => d.name !== 'dist' && d.name !== 'node_modules')
    .flatMap((d) => filesUnder(path.join(entry, d.name)));
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Whether web/dist was built from the sources as they are now. */
export function webBuildIsCurrent(hash = sourceHash()): boolean {
  return (
    fs.existsSync(path.join(DIST, 'index.html')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash
  );
}

export function writeStamp(hash: string): void {
  fs.writeFileSync(STAMP, hash);
}
