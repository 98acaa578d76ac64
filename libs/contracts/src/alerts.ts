import { Type, type Static } from 'typebox';
import { ALERT_LIMITS, LOCALES, NOTIFICATION_KINDS, SAVED_SEARCH_FREQUENCIES } from './bounds';
import { JobSearchFilter } from './jobs';
import { Nullable, StringEnum } from './schema';

/** What a saved search keeps of the job search: which jobs, not which page nor in which order. */
const { offset: _o, limit: _l, orderBy: _b, uid: _u, ...savedFilterProps } = JobSearchFilter.properties;
export const SavedSearchFilter = Type.Object(savedFilterProps, { additionalProperties: false });
export type SavedSearchFilter = Static<typeof SavedSearchFilter>;

/** A saved search's name: 1..100 characters, not only spaces. */
const name = () => Type.String({ minLength: 1, maxLength: ALERT_LIMITS.nameMax, pattern: '\\S' });

export const SavedSearch = Type.Object({
  id: Type.String(),
  name: Type.String(),
  filter: Type.Unsafe<JobSearchFilter>({ type: 'object', additionalProperties: true }),
  frequency: StringEnum(SAVED_SEARCH_FREQUENCIES),
  paused: Type.Boolean(),
  /** the e-mail language (the accept-language of the request that saved it) */
  locale: StringEnum(LOCALES),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type SavedSearch = Static<typeof SavedSearch>;

/** POST /api/candidate/saved-searches */
export const SavedSearchInput = Type.Object(
  { name: name(), filter: SavedSearchFilter, frequency: StringEnum(SAVED_SEARCH_FREQUENCIES) },
  { additionalProperties: false },
);
export type SavedSearchInput = Static<typeof SavedSearchInput>;

/** PATCH /api/candidate/saved-searches/:id: rename, change the frequency, pause or resume (at least one). */
export const SavedSearchPatch = Type.Object(
  {
    name: Type.Optional(name()),
    frequency: Type.Optional(StringEnum(SAVED_SEARCH_FREQUENCIES)),
    paused: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SavedSearchPatch = Static<typeof SavedSearchPatch>;

export const AppNotification = Type.Object({
  id: Type.String(),
  kind: StringEnum(NOTIFICATION_KINDS),
  payload: Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true }),
  read_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type AppNotification = Static<typeof AppNotification>;

/** The e-mail preferences of a recipient (PUT /api/{candidate,corporate}/notification-preferences, partial). */
export const EmailPreferences = Type.Object(
  {
    locale: StringEnum(LOCALES),
    /** Kinds whose e-mails are switched off (the in-app notification stays). */
    email_off: Type.Array(StringEnum(NOTIFICATION_KINDS), { maxItems: ALERT_LIMITS.emailOffMax }),
  },
  { additionalProperties: false },
);
export type EmailPreferences = Static<typeof EmailPreferences>;
export const EmailPreferencesInput = Type.Partial(EmailPreferences, { additionalProperties: false });
export type EmailPreferencesInput = Static<typeof EmailPreferencesInput>;

/** The preferences with the candidate's marketing consent (digests need it; null for employers). */
export const EmailPreferencesView = Type.Object({
  ...EmailPreferences.properties,
  marketing_consent: Nullable(Type.Boolean()),
});
export type EmailPreferencesView = Static<typeof EmailPreferencesView>;
