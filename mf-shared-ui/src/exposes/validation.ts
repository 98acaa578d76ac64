// Validation helpers shared by every form; messages live in the 'ui' namespace (validation.*).
import { addTranslations } from '../platform/i18n';
import { uiResources } from '../i18n/resources';

addTranslations('ui', uiResources);

export { EMAIL_PATTERN, isValidEmail } from '../validation/email';
export { digitsOnly, blockEnter, VALIDATION_DEBOUNCE_MS } from '../validation/inputs';
export {
  passwordProblems,
  DEFAULT_PASSWORD_POLICY,
  type PasswordPolicy,
  type PasswordProblem,
} from '../validation/password';
