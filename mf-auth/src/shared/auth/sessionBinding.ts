/**
 * The light half of the session runtime (no Firebase): what SessionRoot hands to the controller. A guest's first
 * page load never downloads Firebase; the controller (and with it firebase/auth) loads when a session is stored
 * (hasStoredSession of mf_shared_ui/platform), or when a sign-in screen or flow needs it.
 */
import type { OtpCountdown } from 'mf_shared_ui/platform';
import type * as ControllerModule from './controller';

export interface SessionBinding {
  dispatch: (action: { type: string; payload?: unknown }) => unknown;
  navigate: (to: string) => void;
  getOtp: () => OtpCountdown;
}

let binding: SessionBinding | null = null;
let startWhenBound: (() => void) | null = null;

export function setSessionBinding(next: SessionBinding | null): void {
  binding = next;
  if (!next) return;
  // A sign-in screen can load the controller before SessionRoot has mounted: start the session now.
  loaded?.ensureSessionStarted();
  const start = startWhenBound;
  startWhenBound = null;
  start?.();
}

/**
 * The controller was asked to start before SessionRoot mounted (a page that signs in on arrival, such as the
 * e-mail link landing, runs its effect before SessionRoot's): start it as soon as the binding is there.
 */
export function whenBound(start: () => void): void {
  startWhenBound = start;
}

export function getSessionBinding(): SessionBinding | null {
  return binding;
}

type Controller = typeof ControllerModule;
let controller: Promise<Controller> | null = null;
let loaded: Controller | null = null;

/** The controller if something already needed it (never triggers the download). */
export function loadedController(): Controller | null {
  return loaded;
}

/**
 * Loads the controller once and makes sure its session listeners run. A load that failed (a network blip) is tried
 * again by the next sign-in, sign-out or dialog action instead of leaving them dead until a reload.
 */
export function loadController(): Promise<Controller> {
  if (!controller) {
    const loading = import('./controller').then((module) => {
      module.ensureSessionStarted();
      loaded = module;
      return module;
    });
    loading.catch(() => {
      if (controller === loading) controller = null;
    });
    controller = loading;
  }
  return controller;
}
