/** Small schema builders shared by the route files. */
import { Type } from 'typebox';

/** `:id` path parameter, a UUID (typed, for the routes on the TypeBox type provider). */
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** `:slug` path parameter (typed, for the routes on the TypeBox type provider). */
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

export const bearer = [{ bearerAuth: [] }];
