/**
 * The wire schemas are the TypeBox schemas of libs/contracts (one source for the types, validation, serialisation
 * and the OpenAPI document): registered here once by their $id, referred to as `$ref: '<Id>#'` (`Ref(X)` in
 * contracts, `ref('X')` here). docs/DECISIONS.md "Wire contract: TypeBox in libs/contracts".
 */
import { ErrorBody, Ref, WIRE_SCHEMAS } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';

export {
  APPLICATION_STATUSES,
  COMPANY_SIZES,
  CONTACT_TOPICS,
  DATE_POSTED,
  HIRE_TYPES,
  SKILL_LEVELS,
  WORK_TYPES,
} from '@jobportal/contracts';

type Schema = object;

/** `{ $ref: '<id>#' }`: a schema of WIRE_SCHEMAS by its $id (for routes not on the type provider). */
export const ref = (id: string): Schema => ({ $ref: `${id}#` });

export function registerSharedSchemas(app: FastifyInstance): void {
  for (const schema of WIRE_SCHEMAS) app.addSchema(schema);
}

/** `{ data: <schema> }` (every success body). */
export function dataOf(schema: Schema): Schema {
  return { type: 'object', properties: { data: schema }, required: ['data'] };
}
/** `{ data: { items, total, offset, limit } }`. */
export function pageOf(item: Schema): Schema {
  return dataOf({
    type: 'object',
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer' },
      offset: { type: 'integer' },
      limit: { type: 'integer' },
    },
    required: ['items', 'total', 'offset', 'limit'],
  });
}
const errorBodyRef = Ref(ErrorBody);
/** Standard error responses ({ $ref: 'ErrorBody#' }, typed for the routes on the TypeBox type provider). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodyRef> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodyRef]));
}
