import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { emittedSchemas } from '../api/src/graphql/emit-schema.cli';
import { MANIFEST_COPIES } from './emit-persisted-documents';

const read = (file: string): string => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

/** Fails when either emitted schema, the codegen output or the server's copy of a manifest is stale. */
async function main(): Promise<void> {
  for (const [file, text] of await emittedSchemas()) {
    if (text !== read(file)) {
      throw new Error(
        `${path.relative(process.cwd(), file)} is stale: run \`npm run generate\` and commit the result.`,
      );
    }
  }
  try {
    execFileSync('npx', ['graphql-codegen', '--config', 'codegen.yml', '--check'], { stdio: 'pipe' });
  } catch {
    throw new Error('The generated typed documents are stale: run `npm run generate` and commit the result.');
  }
  for (const [codegen, server] of MANIFEST_COPIES) {
    if (read(server) !== read(codegen)) {
      throw new Error(
        `${path.relative(process.cwd(), server)} is stale: run \`npm run generate\` and commit the result.`,
      );
    }
  }
  process.stdout.write('schemas and generated documents are up to date\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
