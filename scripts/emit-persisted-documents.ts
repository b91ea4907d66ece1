import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../api/src/config';
import { ADMIN_PERSISTED_DOCUMENTS_PATH } from '../api/src/graphql/admin-schema';
import { PERSISTED_DOCUMENTS_PATH } from '../api/src/graphql/persisted-documents';

/** Where codegen writes each app's manifest, and the copy under schema/ the server reads (part of its build). */
export const MANIFEST_COPIES: readonly [codegen: string, server: string][] = [
  [path.join(ROOT_DIR, 'web/src/graphql/__generated__/persisted-documents.json'), PERSISTED_DOCUMENTS_PATH],
  [path.join(ROOT_DIR, 'web/admin/src/graphql/__generated__/persisted-documents.json'), ADMIN_PERSISTED_DOCUMENTS_PATH],
];

if (require.main === module) {
  for (const [codegen, server] of MANIFEST_COPIES) {
    fs.copyFileSync(codegen, server);
    process.stdout.write(`wrote ${path.relative(process.cwd(), server)}\n`);
  }
}
