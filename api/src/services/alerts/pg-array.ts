/** A text[] literal (PGlite and node-postgres both accept it as one string parameter; cast it to uuid[] as needed). */
export function pgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
