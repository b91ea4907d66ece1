import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { printAppSchema } from '../../api/src/graphql/build-schema';
import { SCHEMA_PATH } from '../../api/src/graphql/emit-schema.cli';

describe('generated files', () => {
  it('schema/schema.graphql is what the type-graphql classes emit', async () => {
    expect(fs.readFileSync(SCHEMA_PATH, 'utf8')).toBe(await printAppSchema());
  });

  it('the codegen output matches the schema and schema/operations', () => {
    expect(() =>
      execFileSync('npx', ['graphql-codegen', '--config', 'codegen.yml', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
