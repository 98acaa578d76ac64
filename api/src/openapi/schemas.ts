/**
 * The wire schemas are the TypeBox schemas of libs/contracts (one source for the types, validation, serialisation
 * and the OpenAPI document): registered here once by their $id and referred to as `$ref: '<Id>#'` (`Ref(X)`).
 * docs/DECISIONS.md "Wire contract: TypeBox in libs/contracts".
 */
import { ErrorBody, Ref, WIRE_SCHEMAS } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';

export function registerSharedSchemas(app: FastifyInstance): void {
  for (const schema of WIRE_SCHEMAS) app.addSchema(schema);
}

const errorBodyRef = Ref(ErrorBody);
/** Standard error responses ({ $ref: 'ErrorBody#' }, typed for the routes on the TypeBox type provider). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodyRef> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodyRef]));
}
