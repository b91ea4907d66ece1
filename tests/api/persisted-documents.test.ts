import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type DocumentNode, Kind, parse, print } from 'graphql';
import { PERSISTED_DOCUMENTS_PATH, PersistedDocuments } from '../../api/src/graphql/persisted-documents';
import * as generated from '../../web/src/graphql/__generated__/graphql';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const manifest = JSON.parse(fs.readFileSync(PERSISTED_DOCUMENTS_PATH, 'utf8')) as Record<string, string>;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The hash codegen stored with a typed document, as the app sends it. */
function hashOf(document: DocumentNode): string {
  return (document as { __meta__?: { hash?: string } }).__meta__!.hash!.replace(/^sha256:/, '');
}

const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

function operationNames(documents: readonly DocumentNode[]): string[] {
  return documents
    .flatMap((d) => d.definitions)
    .flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : []))
    .sort();
}

describe('trusted documents', () => {
  it("answers a known hash without the query text, as it answers the document's text", async () => {
    const api = new GraphQLClient(suite.testApp.url);
    const variables = { input: { brand: 'Geek Bar', page: 1, pageSize: 30 } };
    const byHash = await api.raw({
      operationName: 'SearchProducts',
      variables,
      extensions: persisted(hashOf(generated.SearchProductsDocument)),
    });
    expect(byHash.status).toBe(200);
    expect(byHash.errors).toBeUndefined();
    const byText = await api.request(generated.SearchProductsDocument, variables);
    expect(byHash.data).toEqual(byText.data);
  });

  it('refuses an unknown hash with a 400 that says what to do', async () => {
    const hash = sha256('query Unknown { menuGroups { name } }');
    const result = await new GraphQLClient(suite.testApp.url).raw({ extensions: persisted(hash) });
    expect(result.status).toBe(400);
    expect(result.errors).toEqual([
      {
        message: `No persisted document has the hash "${hash}". Send the query text instead.`,
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      },
    ]);
  });

  it('accepts a text with its own hash, and refuses a text with a hash that is not its own', async () => {
    const api = new GraphQLClient(suite.testApp.url);
    const query = '{ usStates { code } }';
    const matching = await api.raw({ query, extensions: persisted(sha256(query)) });
    expect(matching.status).toBe(200);
    expect(matching.errors).toBeUndefined();
    // An attacker's text under the app's hash: refused, and the app's document still answers by hash.
    const appHash = hashOf(generated.MenuGroupsDocument);
    const wrong = await api.raw({ query: '{ me { email } }', extensions: persisted(appHash) });
    expect(wrong.status).toBe(400);
    expect(wrong.errors).toEqual([
      {
        message: 'The persisted query hash is not the SHA-256 of the query text.',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    const app = await api.raw<generated.MenuGroupsQuery>({ extensions: persisted(appHash) });
    expect(app.data?.menuGroups.length).toBeGreaterThan(0);
  });

  it('answers a GET by hash the same way, and refuses an unknown hash there too', async () => {
    const get = (hash: string) =>
      fetch(
        `${suite.testApp.url}/graphql?operationName=UsStates&extensions=${encodeURIComponent(JSON.stringify(persisted(hash)))}`,
        { headers: { 'apollo-require-preflight': 'true' } },
      );
    const known = await get(hashOf(generated.UsStatesDocument));
    expect(known.status).toBe(200);
    expect(((await known.json()) as { data: generated.UsStatesQuery }).data.usStates.length).toBe(51);
    const unknown = await get(sha256('{ usStates { name } }'));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
  });

  it('registers nothing a client sends: a hash sent once with its text is still unknown alone', async () => {
    const api = new GraphQLClient(suite.testApp.url);
    const query = '{ deviceOptions }';
    expect((await api.raw({ query, extensions: persisted(sha256(query)) })).status).toBe(200);
    expect((await api.raw({ extensions: persisted(sha256(query)) })).status).toBe(400);
  });

  it('still runs any document sent as text, within the limits', async () => {
    const api = new GraphQLClient(suite.testApp.url);
    expect((await api.raw({ query: '{ menuGroups { name } usStates { code } }' })).errors).toBeUndefined();
    const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: deviceOptions`).join(' ');
    const tooMany = await api.raw({ query: `{ ${aliases} }`, extensions: persisted(sha256(`{ ${aliases} }`)) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors?.[0]?.message).toBe('The query uses more than 20 aliases.');
  });

  it('serves a public answer asked for by hash from the whole-answer cache', async () => {
    const api = new GraphQLClient(suite.testApp.url);
    const body = {
      operationName: 'UsStates',
      variables: {},
      extensions: persisted(hashOf(generated.UsStatesDocument)),
    };
    const first = await api.raw(body);
    let statements = 0;
    const stop = suite.testApp.app.services.sql.onQuery(() => statements++);
    const second = await api.raw(body);
    stop();
    expect(second.data).toEqual(first.data);
    expect(statements).toBe(0);
  });

  it('covers every operation under schema/operations, each under the hash of its own text', () => {
    const root = path.join(__dirname, '../../schema/operations');
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => parse(fs.readFileSync(path.join(root, file), 'utf8')));
    const stored = Object.values(manifest).map((text) => parse(text));
    expect(operationNames(stored)).toEqual(operationNames(files));
    for (const [key, text] of Object.entries(manifest)) expect(key).toBe(`sha256:${sha256(text)}`);
    const documents = Object.values(generated).filter(
      (v): v is DocumentNode => (v as DocumentNode)?.kind === Kind.DOCUMENT,
    );
    for (const document of documents.filter((d) => d.definitions.some((x) => x.kind === Kind.OPERATION_DEFINITION))) {
      expect([print(document).slice(0, 40), manifest[`sha256:${hashOf(document)}`] !== undefined]).toEqual([
        print(document).slice(0, 40),
        true,
      ]);
    }
  });

  it('reads the manifest into hashes without their prefix', () => {
    const documents = PersistedDocuments.fromManifest({ 'sha256:abc': '{ a }', def: '{ b }' });
    expect([documents.get('abc'), documents.get('def'), documents.get('sha256:abc'), documents.size]).toEqual([
      '{ a }',
      '{ b }',
      undefined,
      2,
    ]);
  });
});
