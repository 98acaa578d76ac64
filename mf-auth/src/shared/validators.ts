import { CANDIDATE_LIMITS, COMPANY_LIMITS } from '@jobportal/contracts/bounds';
import {
  isValidEmail,
  passwordProblems,
  DEFAULT_PASSWORD_POLICY,
  type PasswordPolicy,
} from 'mf_shared_ui/validation';
import { inSentence } from 'mf_shared_ui/platform';

/** A validation problem as an i18n key (with its namespace) and its interpolation values. */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

/** E-mail: required, then the pattern of spec section 5 (messages of the 'ui' namespace). */
export function emailProblem(value: string | undefined | null): Problem | null {
  const email = (value ?? '').trim();
  if (!email) return { key: 'ui:validation.emailRequired' };
  if (!isValidEmail(email)) return { key: 'ui:validation.emailInvalid', params: { email } };
  return null;
}

/** Login password: only required (the policy is checked when a password is created). */
export function loginPasswordProblem(value: string | undefined | null): Problem | null {
  return value ? null : { key: 'ui:validation.passwordRequired' };
}

/** New password: required, then the identity provider's policy (first problem only). */
export function newPasswordProblem(
  value: string | undefined | null,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): Problem | null {
  if (!value) return { key: 'ui:validation.passwordRequired' };
  const [first] = passwordProblems(value, policy);
  if (!first) return null;
  const count = first === 'passwordMaxLength' ? (policy.maxLength ?? 0) : policy.minLength;
  return { key: `ui:validation.${first}`, params: { count } };
}

export function confirmPasswordProblem(
  password: string | undefined,
  confirm: string | undefined,
): Problem | null {
  if (!confirm) return { key: 'ui:validation.passwordRequired' };
  return password === confirm ? null : { key: 'auth:validation.passwordMismatch' };
}

/** Bounds of the registration text fields (the spec leaves them open; the API accepts 1..200, names 1..100). */
export const FIELD_BOUNDS = {
  firstName: { min: 1, max: CANDIDATE_LIMITS.firstNameMax },
  lastName: { min: 1, max: CANDIDATE_LIMITS.lastNameMax },
  companyName: { min: 2, max: COMPANY_LIMITS.nameMax },
  contactName: { min: 2, max: COMPANY_LIMITS.contactNameMax },
} as const;

/** A required, trimmed text field with length bounds; `label` is the translated field name. */
export function textProblem(
  value: string | undefined | null,
  label: string,
  bounds: { min: number; max: number },
): Problem | null {
  const text = (value ?? '').trim();
  const field = inSentence(label);
  if (!text) return { key: 'auth:validation.required', params: { field } };
  if (text.length < bounds.min)
    return { key: 'auth:validation.tooShort', params: { field, min: bounds.min } };
  if (text.length > bounds.max) return { key: 'auth:validation.tooLong', params: { field, max: bounds.max } };
  return null;
}

/** Thai phone numbers: 9 digits (landline) or 10 (mobile), digits only after stripping. */
export function phoneProblem(value: string | undefined | null, label: string): Problem | null {
  const digits = (value ?? '').replace(/\D/g, '');
  if (!digits) return { key: 'auth:validation.required', params: { field: inSentence(label) } };
  if (digits.length < 9 || digits.length > 10) return { key: 'auth:validation.phoneInvalid' };
  return null;
}
