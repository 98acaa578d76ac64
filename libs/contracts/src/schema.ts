/**
 * Builders on top of TypeBox that keep the JSON Schema the API always sent (and its OpenAPI document):
 * `type: ['string', 'null']` for nullable scalars, `{ type: 'string', enum }` for string enums, and `$ref: '<Id>#'`
 * to a schema registered once by its `$id`.
 */
import {
  Type,
  type Static,
  type TBoolean,
  type TInteger,
  type TNumber,
  type TObject,
  type TProperties,
  type TSchema,
  type TString,
  type TUnsafe,
} from 'typebox';

import { PAGE_LIMITS } from './bounds';

type Options = Record<string, unknown>;

/** A string of one of `values`: `{ type: 'string', enum: values }`. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Options = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** An integer of one of `values`: `{ type: 'integer', enum: values }`. */
export function IntegerEnum<const T extends readonly number[]>(
  values: T,
  options: Options = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'integer', enum: [...values], ...options });
}

/** A scalar or null: `{ type: [<type>, 'null'], ... }` (keeps the scalar's bounds, e.g. maxLength). */
export function Nullable<S extends TString | TInteger | TNumber | TBoolean>(
  schema: S,
): TUnsafe<Static<S> | null> {
  const { type, ...rest } = schema as unknown as { type: string } & Options;
  return Type.Unsafe<Static<S> | null>({ ...rest, type: [type, 'null'] });
}

/** `null` or the given schema (an object or a reference): `{ anyOf: [{ type: 'null' }, schema] }`. */
export function OrNull<S extends TSchema>(schema: S): TUnsafe<Static<S> | null> {
  return Type.Unsafe<Static<S> | null>({ anyOf: [{ type: 'null' }, schema] });
}

/**
 * A reference to a schema registered by its `$id` (`{ $ref: '<Id>#' }`), typed as that schema. The API registers
 * every schema of WIRE_SCHEMAS once (app.addSchema), so the reference resolves in validation, serialisation and the
 * OpenAPI document (components.schemas.<Id>).
 */
export function Ref<S extends TSchema & { $id?: string }>(schema: S): TUnsafe<Static<S>> {
  if (!schema.$id) throw new Error('Ref: the schema has no $id');
  return Type.Unsafe<Static<S>>({ $ref: `${schema.$id}#` });
}

/** `{ data: <schema> }`: every success body. */
export function DataOf<S extends TSchema>(schema: S): TObject<{ data: S }> {
  return Type.Object({ data: schema });
}

/** `{ data: { items, total, offset, limit } }`: a page of a list. */
export function PageOf<S extends TSchema>(item: S) {
  return DataOf(
    Type.Object({
      items: Type.Array(item),
      total: Type.Integer(),
      offset: Type.Integer(),
      limit: Type.Integer(),
    }),
  );
}

/**
 * A property with a `default` (a query parameter): optional on the wire (not in `required`, so the OpenAPI document
 * does not ask for it) but typed as present, because the API's validator fills the default before the handler runs.
 */
export function Defaulted<S extends TSchema>(schema: S): S {
  if (!('default' in schema)) throw new Error('Defaulted: the schema has no default');
  return Type.Optional(schema) as unknown as S;
}

/** offset/limit query parameters of a paged list (PAGE_LIMITS), filled with their defaults. */
export function pageQueryProps() {
  return {
    offset: Defaulted(Type.Integer({ minimum: 0, maximum: PAGE_LIMITS.offsetMax, default: 0 })),
    limit: Defaulted(
      Type.Integer({ minimum: 1, maximum: PAGE_LIMITS.limitMax, default: PAGE_LIMITS.limitDefault }),
    ),
  };
}

/** The properties of an object schema, to extend it. */
export function propsOf<P extends TProperties>(schema: TObject<P>): P {
  return schema.properties;
}

/** The given schemas, each checked to have an `$id` (to be registered by it). */
export function registered(...schemas: TSchema[]): readonly (TSchema & { $id: string })[] {
  return schemas.map((schema) => {
    if (typeof (schema as { $id?: unknown }).$id !== 'string')
      throw new Error('registered: a schema has no $id');
    return schema as TSchema & { $id: string };
  });
}
