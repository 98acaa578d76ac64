/** Small schema builders shared by the route files. */
import { Type } from 'typebox';

/** `:id` path parameter, a UUID (typed, for the routes on the TypeBox type provider). */
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** `:slug` path parameter (typed, for the routes on the TypeBox type provider). */
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

export const bearer = [{ bearerAuth: [] }];

/**
 * Security of a back-office route: a staff token holding one of the roles (none named = any staff role). The roles
 * are the requirement's scopes (OpenAPI 3.1 allows role names there), so the OpenAPI document says who may call
 * each route and the authorisation matrix (api/test/authz-matrix.test.ts) reads it from there.
 */
export function staffBearer(...roles: string[]): { bearerAuth: string[] }[] {
  return [{ bearerAuth: ['staff', ...roles] }];
}
