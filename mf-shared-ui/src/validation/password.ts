/** The identity provider's password policy; default minimum 6 when the provider cannot tell (spec section 5). */
export interface PasswordPolicy {
  minLength: number;
  maxLength?: number;
  requireLowercase?: boolean;
  requireUppercase?: boolean;
  requireNumeric?: boolean;
  requireNonAlphanumeric?: boolean;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 6 };

export type PasswordProblem =
  | 'passwordMinLength'
  | 'passwordMaxLength'
  | 'passwordLowercase'
  | 'passwordUppercase'
  | 'passwordNumeric'
  | 'passwordNonAlphanumeric';

export function passwordProblems(
  password: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < policy.minLength) problems.push('passwordMinLength');
  if (policy.maxLength && password.length > policy.maxLength) problems.push('passwordMaxLength');
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('passwordLowercase');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('passwordUppercase');
  if (policy.requireNumeric && !/\d/.test(password)) problems.push('passwordNumeric');
  if (policy.requireNonAlphanumeric && !/[^A-Za-z0-9]/.test(password))
    problems.push('passwordNonAlphanumeric');
  return problems;
}
