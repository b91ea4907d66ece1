import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { printAppSchema } from '../api/src/graphql/build-schema';
import { SCHEMA_PATH } from '../api/src/graphql/emit-schema.cli';
import { PERSISTED_DOCUMENTS_PATH } from '../api/src/graphql/persisted-documents';
import { CODEGEN_MANIFEST_PATH } from './emit-persisted-documents';

/** Fails when schema/schema.graphql, the codegen output or the server's copy of the manifest is stale. */
async function main(): Promise<void> {
  const emitted = await printAppSchema();
  const committed = fs.existsSync(SCHEMA_PATH) ? fs.readFileSync(SCHEMA_PATH, 'utf8') : '';
  if (emitted !== committed) {
    throw new Error('schema/schema.graphql is stale: run `npm run generate` and commit the result.');
  }
  try {
    execFileSync('npx', ['graphql-codegen', '--config', 'codegen.yml', '--check'], { stdio: 'pipe' });
  } catch {
    throw new Error('web/src/graphql/__generated__ is stale: run `npm run generate` and commit the result.');
  }
  const read = (file: string): string => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  if (read(PERSISTED_DOCUMENTS_PATH) !== read(CODEGEN_MANIFEST_PATH)) {
    throw new Error('schema/persisted-documents.json is stale: run `npm run generate` and commit the result.');
  }
  process.stdout.write('schema and generated documents are up to date\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
