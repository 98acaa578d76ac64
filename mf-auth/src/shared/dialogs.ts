/** Dialogs of the session (rendered once by SessionRoot; any mf-auth screen may ask for one). */
import { useSyncExternalStore } from 'react';

export interface DialogState {
  deletion: boolean;
  /** The deletion dialog offers to cancel the request (right after a sign-in during the grace period). */
  deletionCancellable?: boolean;
  /** The employer's company is suspended by the operators (the sign-in was refused: API code COMPANY_SUSPENDED). */
  companySuspended: boolean;
  /**
   * The employer's login has no company account any more (removed from the team, issue 43) or never had one: the
   * sign-in was refused or the session ended (API code PROFILE_NOT_FOUND or TOKEN_REVOKED on a corporate call).
   */
  corporateAccessEnded: boolean;
  accountExists: { email: string } | null;
  consent: { saving: boolean } | null;
}

let state: DialogState = {
  deletion: false,
  companySuspended: false,
  corporateAccessEnded: false,
  accountExists: null,
  consent: null,
};
const listeners = new Set<() => void>();

export function setDialogs(patch: Partial<DialogState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export function getDialogs(): DialogState {
  return state;
}

export function useDialogs(): DialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
