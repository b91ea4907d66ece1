import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config';
import { printAppSchema } from './build-schema';

export const SCHEMA_PATH = path.join(ROOT_DIR, 'schema', 'schema.graphql');

async function main(): Promise<void> {
  fs.writeFileSync(SCHEMA_PATH, await printAppSchema());
  process.stdout.write(`wrote ${path.relative(process.cwd(), SCHEMA_PATH)}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
}
