import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../api/src/config';
import { PERSISTED_DOCUMENTS_PATH } from '../api/src/graphql/persisted-documents';

/** Where codegen writes the web app's manifest; the server reads the copy under schema/ (part of its build). */
export const CODEGEN_MANIFEST_PATH = path.join(ROOT_DIR, 'web/src/graphql/__generated__/persisted-documents.json');

if (require.main === module) {
  fs.copyFileSync(CODEGEN_MANIFEST_PATH, PERSISTED_DOCUMENTS_PATH);
  process.stdout.write(`wrote ${path.relative(process.cwd(), PERSISTED_DOCUMENTS_PATH)}\n`);
}
