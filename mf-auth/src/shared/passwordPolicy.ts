import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from 'mf_shared_ui/validation';

/** The SDK's customStrengthOptions -> the policy shape of mf_shared_ui/validation. Pure. */
export function toPasswordPolicy(
  options:
    | {
        minPasswordLength?: number;
        maxPasswordLength?: number;
        containsLowercaseLetter?: boolean;
        containsUppercaseLetter?: boolean;
        containsNumericCharacter?: boolean;
        containsNonAlphanumericCharacter?: boolean;
      }
    | undefined,
): PasswordPolicy {
  if (!options) return DEFAULT_PASSWORD_POLICY;
  return {
    minLength: options.minPasswordLength ?? DEFAULT_PASSWORD_POLICY.minLength,
    maxLength: options.maxPasswordLength,
    requireLowercase: options.containsLowercaseLetter,
    requireUppercase: options.containsUppercaseLetter,
    requireNumeric: options.containsNumericCharacter,
    requireNonAlphanumeric: options.containsNonAlphanumericCharacter,
  };
}
