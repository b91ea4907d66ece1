import type { CodegenConfig } from '@graphql-codegen/cli';
import { type ASTNode, type FieldNode, Kind, type SelectionSetNode, visit } from 'graphql';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** `__typename` last in every selection set but an operation's own, as Apollo Client's cache adds it. */
function withTypenames(selectionSet: SelectionSetNode, parent: ASTNode | readonly ASTNode[] | undefined) {
  const root = parent !== undefined && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION;
  const has = selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
  return root || has ? undefined : { ...selectionSet, selections: [...selectionSet.selections, TYPENAME] };
}

/** Typed documents for the web app and the tests, from the emitted schema and schema/operations. */
const config: CodegenConfig = {
  generates: {
    'web/src/graphql/__generated__/': {
      schema: 'schema/schema.graphql',
      documents: 'schema/operations/**/*.graphql',
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        gqlTagName: 'graphql',
        // persisted-documents.json (sha256 hash -> document) and a __meta__.hash on each document: the app
        // sends the hash, the server runs its copy (schema/persisted-documents.json).
        persistedDocuments: true,
      },
      // The stored documents must ask for what Apollo Client's documents do once its cache has added __typename.
      documentTransforms: [
        {
          transform: ({ documents }) =>
            documents.map((file) => ({
              ...file,
              document:
                file.document &&
                visit(file.document, { SelectionSet: (node, _key, parent) => withTypenames(node, parent) }),
            })),
        },
      ],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { Money: 'number', ID: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

// The back office's typed documents: the same settings, from its own schema and operations.
const shop = config.generates['web/src/graphql/__generated__/'] as Record<string, unknown>;
config.generates['web/admin/src/graphql/__generated__/'] = {
  ...shop,
  schema: 'schema/admin-schema.graphql',
  documents: 'schema/admin-operations/**/*.graphql',
};

export default config;
