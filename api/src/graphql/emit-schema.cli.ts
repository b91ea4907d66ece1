import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config';
import { ADMIN_SCHEMA_PATH, printAdminSchema } from './admin-schema';
import { printAppSchema } from './build-schema';

export const SCHEMA_PATH = path.join(ROOT_DIR, 'schema', 'schema.graphql');

/** Both schemas as the type-graphql classes print them: the shop's and the back office's. */
export async function emittedSchemas(): Promise<[file: string, text: string][]> {
  return [
    [SCHEMA_PATH, await printAppSchema()],
    [ADMIN_SCHEMA_PATH, await printAdminSchema()],
  ];
}

async function main(): Promise<void> {
  for (const [file, text] of await emittedSchemas()) {
    fs.writeFileSync(file, text);
    process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
}
