import { unknownPlaceholders } from '@jobportal/contracts';
import { ApiError, type FieldError } from '../../errors/api-error';

/**
 * The bodies of a template or of a text written for one send: at least one with text, no placeholder the renderer
 * does not know (it would reach the candidate as `{salary}`). 400 with the offending fields.
 */
export function checkBodies(bodies: { body_th?: string; body_en?: string }, prefix = ''): void {
  const fields: FieldError[] = [];
  const th = bodies.body_th ?? '';
  const en = bodies.body_en ?? '';
  if (!th.trim() && !en.trim()) fields.push({ field: `${prefix}body_th`, code: 'required' });
  for (const [name, text] of [
    ['body_th', th],
    ['body_en', en],
  ] as const) {
    if (unknownPlaceholders(text).length > 0)
      fields.push({ field: `${prefix}${name}`, code: 'unknown_placeholder' });
  }
  if (fields.length > 0) throw new ApiError('VALIDATION_ERROR', { fields });
}
