/** Small schema builders shared by the route files. */

export function uuidParams(...names: string[]): Record<string, unknown> {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string', format: 'uuid' }])),
  };
}

export function stringParams(...names: string[]): Record<string, unknown> {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string', minLength: 1, maxLength: 200 }])),
  };
}

export const bearer = [{ bearerAuth: [] }];
