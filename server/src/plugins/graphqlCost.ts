// The read cost of one /graphql operation, with its variables (issue 24). graphql-armor's cost rule
// (graphqlLimits.ts) counts nesting, which is the same for a one-day and a one-year track; this counts
// what each root field (one REST call) returns: a track its range's expected points, the ranges of
// the machine panel's other reads their days, a list its page size. Above MAX_READ_COST the request
// is a 400 before anything runs. Rules and figures: services/readCost.ts.
import {
  getArgumentValues,
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { INPUT_SAMPLES_PER_DAY, MAX_READ_COST, SESSIONS_PER_DAY, rangeDays, trackPoints } from '../services/readCost.ts';
import { DAY_MS } from '../telemetry/time.ts';

/** The last positions of a whole fleet (no page): counted as a large page. */
const FLEET_POSITIONS_COST = 1_000;
/** A list without a page size in its input answers at most this many rows. */
const DEFAULT_PAGE = 100;

type Args = Record<string, unknown>;

function time(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(ms) ? undefined : ms;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Days between two optional time arguments (defaults: to = now, from = one day before to; a day-only end includes its day, as REST reads it). */
function daysOf(args: Args, fromName: string, toName: string, now: number): number {
  const end = time(args[toName]);
  const to = end === undefined ? now : end + (DAY_ONLY.test(String(args[toName])) ? DAY_MS : 0);
  const from = time(args[fromName]) ?? to - DAY_MS;
  return rangeDays(Math.min(from, to), to);
}

function pageOf(args: Args): number {
  const input = args.input as { limit?: unknown } | undefined;
  const limit = input && typeof input.limit === 'number' ? input.limit : DEFAULT_PAGE;
  return Math.max(1, limit);
}

/** The cost of one root field from its (coerced) arguments. */
export function fieldCost(field: GraphQLField<unknown, unknown>, args: Args, now = Date.now()): number {
  switch (field.name) {
    case 'assetTrack':
      return trackPoints(daysOf(args, 'fromMachineTime', 'toMachineTime', now));
    case 'assetSessions':
      return daysOf(args, 'fromMachineTime', 'toMachineTime', now) * SESSIONS_PER_DAY;
    case 'assetInputs':
      return daysOf(args, 'fromUserTime', 'toUserTime', now) * INPUT_SAMPLES_PER_DAY;
    case 'assetHistory':
      return daysOf(args, 'StartDateMachineTime', 'EndDateMachineTime', now);
    case 'assetPositions':
      return FLEET_POSITIONS_COST;
    default:
      return field.args.some((a) => a.name === 'input') ? pageOf(args) : 1;
  }
}

/** Root fields through inline fragments and fragment spreads (each spread once). */
function rootFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): FieldNode[] {
  return set.selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return [s];
    if (s.kind === Kind.INLINE_FRAGMENT) return rootFields(s.selectionSet, fragments, seen);
    const fragment = fragments.get(s.name.value);
    if (!fragment || seen.has(s.name.value)) return [];
    seen.add(s.name.value);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

/** The operation's read cost: the sum over its root fields. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Args, now = Date.now()): number {
  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const fields = schema.getRootType(operation.operation)?.getFields() ?? {};
  let cost = 0;
  for (const node of rootFields(operation.selectionSet, fragments)) {
    const field = fields[node.name.value];
    if (!field) continue;
    let args: Args;
    try {
      args = getArgumentValues(field, node, variables);
    } catch {
      // Arguments that do not coerce are refused when the operation runs; count the field's least.
      args = {};
    }
    cost += fieldCost(field, args, now);
  }
  return cost;
}

/** The refusal for an operation above the limit, or null. */
export function readCostProblem(cost: number): GraphQLError | null {
  if (cost <= MAX_READ_COST) return null;
  return new GraphQLError(
    `Read cost limit of ${MAX_READ_COST.toLocaleString('en')} exceeded, found ${cost.toLocaleString('en')}: a track counts its days × ${trackPoints(1)} points (a year counts ${trackPoints(366).toLocaleString('en')}), a list its page size. Ask for fewer fields or shorter ranges in one request.`,
  );
}
