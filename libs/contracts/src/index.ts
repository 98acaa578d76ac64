/**
 * Wire contract between the API (api/) and every front-end container.
 * Type-only: nothing here exists at run time, so importing it never couples two builds.
 * The API's JSON schemas and OpenAPI document must agree with these shapes.
 */
export * from './errors';
export * from './lookups';
export * from './jobs';
export * from './candidate';
export * from './corporate';
export * from './content';
export * from './ai';
export * from './privacy';

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
