// mf-auth ./session (shell/src/federation/sessionContract.ts): the session runtime, header widget and guards.
import { addTranslations } from 'mf_shared_ui/platform';
import { AUTH_NS, resources } from '../i18n/resources';

addTranslations(AUTH_NS, resources);

export { SessionRoot } from '../features/session/SessionRoot';
export { AccountMenu } from '../features/session/AccountMenu';
export { RoleGuard } from '../features/session/RoleGuard';
