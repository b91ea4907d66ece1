import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { emittedSchemas } from '../../api/src/graphql/emit-schema.cli';
import { MANIFEST_COPIES } from '../../scripts/emit-persisted-documents';

describe('generated files', () => {
  it.each([['schema/schema.graphql'], ['schema/admin-schema.graphql']])(
    '%s is what the type-graphql classes emit',
    async (relative) => {
      const [, text] = (await emittedSchemas()).find(([file]) => file.endsWith(relative))!;
      expect(fs.readFileSync(path.resolve(relative), 'utf8')).toBe(text);
    },
  );

  it('the codegen output matches the schemas and their operations', () => {
    expect(() =>
      execFileSync('npx', ['graphql-codegen', '--config', 'codegen.yml', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it.each(MANIFEST_COPIES.map(([codegen, server]) => [path.basename(server), codegen, server]))(
    "the server's schema/%s is the manifest codegen emitted",
    (_name, codegen, server) => {
      expect(fs.readFileSync(server, 'utf8')).toBe(fs.readFileSync(codegen, 'utf8'));
    },
  );
});
