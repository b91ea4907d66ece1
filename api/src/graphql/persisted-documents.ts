import fs from 'node:fs';
import path from 'node:path';
import type { PersistedQueryOptions } from '@apollo/server';
import { ROOT_DIR } from '../config';

/**
 * The web app's operations, known at build time: `npm run generate` writes them here (codegen's
 * persisted-documents manifest, "sha256:<hex of the document text>" → document text).
 */
export const PERSISTED_DOCUMENTS_PATH = path.join(ROOT_DIR, 'schema', 'persisted-documents.json');

const PREFIX = 'sha256:';
/** The prefix Apollo puts before the keys it asks its persisted-query store for. */
const APOLLO_KEY_PREFIX = 'apq:';

/** The trusted documents by the SHA-256 (hex) of their text, the `sha256Hash` a client sends. */
export class PersistedDocuments {
  private constructor(private readonly byHash: ReadonlyMap<string, string>) {}

  static fromManifest(manifest: Readonly<Record<string, string>>): PersistedDocuments {
    return new PersistedDocuments(
      new Map(
        Object.entries(manifest).map(([key, text]) => [key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key, text]),
      ),
    );
  }

  static load(file = PERSISTED_DOCUMENTS_PATH): PersistedDocuments {
    if (!fs.existsSync(file)) {
      throw new Error(`${file} is missing: the web app's trusted documents come from \`npm run generate\`.`);
    }
    return PersistedDocuments.fromManifest(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
  }

  get(sha256Hash: string): string | undefined {
    return this.byHash.get(sha256Hash);
  }

  get size(): number {
    return this.byHash.size;
  }

  /** Every document: its hash and its text. */
  entries(): IterableIterator<[string, string]> {
    return this.byHash.entries();
  }

  /**
   * Apollo's persisted-query store, read-only: a hash alone runs its stored document, and nothing a
   * client sends is ever registered (Apollo checks that a hash sent with a text is the text's own).
   */
  apolloStore(): NonNullable<PersistedQueryOptions['cache']> {
    return {
      get: async (key) =>
        key.startsWith(APOLLO_KEY_PREFIX) ? this.get(key.slice(APOLLO_KEY_PREFIX.length)) : undefined,
      set: async () => undefined,
      delete: async () => undefined,
    };
  }
}

interface PersistedQueryExtension {
  readonly sha256Hash: string;
}

/** The `extensions.persistedQuery` of a GraphQL request body, when it has one. */
export function persistedQueryOf(body: unknown): PersistedQueryExtension | undefined {
  const extension = (body as { extensions?: { persistedQuery?: { sha256Hash?: unknown } } } | null)?.extensions
    ?.persistedQuery;
  return typeof extension?.sha256Hash === 'string' ? { sha256Hash: extension.sha256Hash } : undefined;
}
