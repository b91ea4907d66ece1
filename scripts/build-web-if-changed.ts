import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * npm start: builds the web app only when its sources changed since the last build, so a second
 * start is ready in seconds. The hash of every input is kept beside the build.
 */
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

function sourceHash(): string {
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

const current = sourceHash();
const built = fs.existsSync(path.join(DIST, 'index.html')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8');
if (built === current) {
  process.stdout.write('web app unchanged since its last build: not rebuilding\n');
} else {
  const result = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, current);
}
