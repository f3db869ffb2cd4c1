import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from "graphql";

/**
 * Refuses operations nested deeper than `maxDepth` fields (fragments
 * followed), so no query can make the server walk an unbounded tree.
 */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }

    function depthOf(selectionSet: SelectionSetNode, depth: number, seen: ReadonlySet<string>): number {
      let deepest = depth;
      for (const selection of selectionSet.selections) {
        if (deepest > maxDepth) break;
        if (selection.kind === Kind.FIELD) {
          deepest = Math.max(deepest, selection.selectionSet ? depthOf(selection.selectionSet, depth + 1, seen) : depth + 1);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, depth, seen));
        } else {
          const fragment = fragments.get(selection.name.value);
          // A fragment that spreads itself is reported by graphql's own NoFragmentCycles rule.
          if (fragment && !seen.has(fragment.name.value)) {
            deepest = Math.max(deepest, depthOf(fragment.selectionSet, depth, new Set([...seen, fragment.name.value])));
          }
        }
      }
      return deepest;
    }

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, 0, new Set());
        if (depth > maxDepth) {
          context.reportError(new GraphQLError(`The query is nested too deeply (more than ${maxDepth} levels).`, { nodes: [operation] }));
        }
      },
    };
  };
}
