/**
 * Wire contract between the API (api/) and every front-end container: ONE source for each converted resource.
 * A TypeBox schema per wire type (the API validates, serialises and documents with it) and its TypeScript type of
 * the same name (`Static<typeof X>`); enums and bounds as plain constants (./bounds, importable alone as
 * `@jobportal/contracts/bounds`). Front-ends import types only (`import type`), so no schema reaches their bundles.
 * Resources not converted yet are hand-written interfaces that the API's schemas (api/src/openapi/schemas.ts)
 * must agree with: docs/DECISIONS.md "Wire contract: TypeBox in libs/contracts".
 */
import { APPLICATION_SCHEMAS } from './candidate';
import { COMPANY_SCHEMAS } from './company';
import { CONTENT_SCHEMAS } from './content';
import { CORPORATE_SCHEMAS } from './corporate';
import { ErrorBody } from './errors';
import { JOB_SCHEMAS } from './jobs';
import { Lookups } from './lookups';
import { PRIVACY_SCHEMAS } from './privacy';
import { PROFILE_SCHEMAS } from './profile';
import { registered } from './schema';

export * from './bounds';
export * from './numbers';
export * from './rail';
export * from './pipeline';
export * from './schema';
export * from './errors';
export * from './lookups';
export * from './jobs';
export * from './profile';
export * from './candidate';
export * from './company';
export * from './corporate';
export * from './content';
export * from './ai';
export * from './privacy';
export * from './alerts';
export * from './backoffice';
export * from './backoffice-moderation';
export * from './backoffice-content';
export * from './backoffice-support';
export * from './backoffice-privacy';
export * from './backoffice-system';
export * from './releases';
export * from './team';
export * from './interviews';
export * from './screening';
export * from './templates';
export * from './outreach';
export * from './team-schemas';
export * from './messages';
export * from './saved-search-words';
export * from './profile-import';
export * from './cv';
export * from './salary';

/** Every schema with an `$id`: the API registers each once (app.addSchema) before the routes refer to them. */
export const WIRE_SCHEMAS = registered(
  ErrorBody,
  ...JOB_SCHEMAS,
  Lookups,
  ...CONTENT_SCHEMAS,
  ...COMPANY_SCHEMAS,
  ...PROFILE_SCHEMAS,
  ...APPLICATION_SCHEMAS,
  ...CORPORATE_SCHEMAS,
  ...PRIVACY_SCHEMAS,
);

/** Every success body is wrapped in `data` (spec section 7). */
export interface ApiResponse<T> {
  data: T;
}

export interface Page<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

/** A bilingual text as stored; the client picks by locale. */
export interface I18nText {
  th: string;
  en: string;
}
