import { Type } from 'typebox';
// Named value imports from the file itself: an ESM import of the index (`export *`) sees no names under tsx.
import { RELEASE_REMOTES } from '@jobportal/contracts/releases';
import { StringEnum } from '@jobportal/contracts/schema';

/** The registry's version names (tools/remotes versionName.ts): a folder name, never a path. */
const VERSION = '^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$';
const VERSION_PATTERN = new RegExp(VERSION);

/** A version named by a body (the contracts bound its length only). */
export const isVersionName = (version: string) => VERSION_PATTERN.test(version);

/** `:remote`: one of the remotes the registry publishes (else 400). */
export const RemoteParams = Type.Object({ remote: StringEnum(RELEASE_REMOTES) });

/** POST /api/releases/:remote/publish?… (the body is the build's tar.gz). */
export const PublishQuery = Type.Object({
  version: Type.Optional(Type.String({ pattern: VERSION })),
  /** default true: smoke-render and activate it */
  activate: Type.Optional(Type.Boolean()),
  /** the version served now as the caller saw it; empty: none. Required to activate. */
  expect: Type.Optional(Type.String({ maxLength: 64 })),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
  force: Type.Optional(Type.Boolean()),
  /** the git commit the build was made from */
  commit: Type.Optional(Type.String({ pattern: '^[0-9a-f]{7,64}$' })),
});
