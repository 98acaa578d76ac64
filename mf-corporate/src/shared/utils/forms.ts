import type { FormInstance } from 'mf_shared_ui/ui-form';
import type { ApiFailure } from './errors';

/** "salary_max" -> ['salary_max']; "contact_links.2.value" -> ['contact_links', 2, 'value']. */
export function fieldPath(field: string): (string | number)[] {
  return field
    .replace(/^\/|^body\.?/, '')
    .split(/[./]/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Maps a server VALIDATION_ERROR onto the form's fields; returns true when at least one field was mapped. */
export function applyServerErrors(form: FormInstance, failure: ApiFailure | null, known?: string[]): boolean {
  if (!failure?.fields.length) return false;
  const fields = failure.fields
    .map((f) => ({ name: fieldPath(f.field), errors: [f.message] }))
    .filter((f) => f.name.length > 0 && (!known || known.includes(String(f.name[0]))));
  if (!fields.length) return false;
  form.setFields(fields);
  form.scrollToField(fields[0].name, { block: 'center' });
  return true;
}
