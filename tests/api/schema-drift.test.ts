import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { printAppSchema } from '../../api/src/graphql/build-schema';
import { SCHEMA_PATH } from '../../api/src/graphql/emit-schema.cli';
import { PERSISTED_DOCUMENTS_PATH } from '../../api/src/graphql/persisted-documents';
import { CODEGEN_MANIFEST_PATH } from '../../scripts/emit-persisted-documents';

describe('generated files', () => {
  it('schema/schema.graphql is what the type-graphql classes emit', async () => {
    expect(fs.readFileSync(SCHEMA_PATH, 'utf8')).toBe(await printAppSchema());
  });

  it('the codegen output matches the schema and schema/operations', () => {
    expect(() =>
      execFileSync('npx', ['graphql-codegen', '--config', 'codegen.yml', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it("the server's schema/persisted-documents.json is the manifest codegen emitted for the web app", () => {
    expect(fs.readFileSync(PERSISTED_DOCUMENTS_PATH, 'utf8')).toBe(fs.readFileSync(CODEGEN_MANIFEST_PATH, 'utf8'));
  });
});
