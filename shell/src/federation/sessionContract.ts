import type { ComponentType, ReactNode } from 'react';
import type { GuardKind } from '../app/routes';

/** What mf-auth exposes as `./session` for the shell. */
export interface SessionModule {
  /** Mounted once inside the router: Firebase session, init rules, login modals, consent and deletion dialogs. */
  SessionRoot: ComponentType;
  /** Header widget of a signed-in user: the account menu with logout (guests get the shell's sign-in links). */
  AccountMenu: ComponentType;
  /** The candidate-auth guard (role candidate / corporate) and the disable-page guard (guest-only). */
  RoleGuard: ComponentType<{ role: GuardKind; children: ReactNode }>;
}
