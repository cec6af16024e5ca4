// What one /graphql request may ask for. Every field of Mesh's schema is a REST call, so a document
// is refused (400, before anything runs) when it is larger, deeper or costlier than any the app sends
// (tests/mesh/graphqlEdge.test.ts checks every client document against these limits):
// - tokens: graphql-js stops parsing past MAX_TOKENS;
// - aliases, depth, directives and cost: graphql-armor's validation rules;
// - grid reads: each costs a count and a page over up to a million rows, so one operation may hold
//   only a few, however cheap the selection looks to the cost rule.
// 100 aliases leave room for batching (60 aliased logins run, and each counts against the rate limits).
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  getNamedType,
  Kind,
  specifiedRules,
  type ASTVisitor,
  type FieldNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const MAX_QUERY_LENGTH = 50_000;
export const MAX_TOKENS = 2_000;
export const MAX_ALIASES = 100;
export const MAX_DEPTH = 10;
export const MAX_DIRECTIVES = 20;
export const MAX_COST = 5_000;
export const MAX_GRID_READS = 4;

/** armor throws unless told to report; its messages start with "Syntax Error: ", which they are not. */
const report = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')))],
};

/** The root fields an operation selects, through inline fragments and fragment spreads. */
function rootFields(context: ValidationContext, set: SelectionSetNode, seen = new Set<string>()): FieldNode[] {
  return set.selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return [s];
    if (s.kind === Kind.INLINE_FRAGMENT) return rootFields(context, s.selectionSet, seen);
    const fragment = context.getFragment(s.name.value);
    if (!fragment || seen.has(s.name.value)) return [];
    seen.add(s.name.value);
    return rootFields(context, fragment.selectionSet, seen);
  });
}

/** Root fields reading a grid (their `input` is one of the shared grid requests). */
function gridReadsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const fields = context.getSchema().getRootType(operation.operation)?.getFields() ?? {};
      const reads = rootFields(context, operation.selectionSet).filter((f) => {
        const input = fields[f.name.value]?.args.find((a) => a.name === 'input');
        return input !== undefined && /GridRequest_Input$/.test(getNamedType(input.type).name);
      }).length;
      if (reads > MAX_GRID_READS) context.reportError(new GraphQLError(`Grid reads limit of ${MAX_GRID_READS} exceeded, found ${reads}.`));
    },
  };
}

export const validationRules: readonly ValidationRule[] = [
  ...specifiedRules,
  maxAliasesRule({ n: MAX_ALIASES, ...report }),
  maxDepthRule({ n: MAX_DEPTH, ...report }),
  maxDirectivesRule({ n: MAX_DIRECTIVES, ...report }),
  costLimitRule({ maxCost: MAX_COST, ...report }),
  gridReadsRule,
];
