import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** Limits of every operation, so one request cannot ask for unbounded work. */
export const QUERY_LIMITS = { maxDepth: 8, maxAliases: 20, maxCost: 5_000 } as const;

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
}

/**
 * Refuses selections nested deeper than `maxDepth` fields (fragments followed). A document that
 * `exempt` accepts (the standard introspection query, while the sandbox is on) is not measured.
 */
export function depthLimitRule(maxDepth: number, exempt?: (document: DocumentNode) => boolean) {
  return (context: ValidationContext): ASTVisitor => {
    if (exempt?.(context.getDocument())) return {};
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const depthOf = (set: SelectionSetNode, seen: Set<string>): number => {
      let deepest = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 1);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
        } else if (!seen.has(selection.name.value)) {
          const fragment = fragments.get(selection.name.value);
          if (fragment)
            deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set(seen).add(selection.name.value)));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        if (depthOf(node.selectionSet, new Set()) > maxDepth) {
          context.reportError(limitError(`The query is nested deeper than ${maxDepth} levels.`));
        }
      },
    };
  };
}

/** Refuses string literals in the document with a NUL character or longer than `maxLength`. */
export function textLiteralRule(maxLength: number) {
  return (context: ValidationContext): ASTVisitor => ({
    StringValue(node) {
      if (node.value.includes('\0') || node.value.length > maxLength) {
        context.reportError(
          new GraphQLError(`Text must not contain NUL characters or be longer than ${maxLength} characters.`, {
            nodes: [node],
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        );
      }
    },
  });
}

/** Refuses documents with more than `maxAliases` aliases (aliasing is how one request repeats work). */
export function aliasLimitRule(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === maxAliases + 1) {
          context.reportError(limitError(`The query uses more than ${maxAliases} aliases.`));
        }
      },
    };
  };
}
