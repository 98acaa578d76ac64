/**
 * The refusals of the portal session's API calls (4xx/5xx with the API's error code), reported by the base query to
 * whoever listens: mf-auth ends an employer's session when the company account is gone (a member removed from the
 * team, issue 43) instead of leaving them on pages that all fail. Staff calls are not reported.
 */
export interface ApiRefusal {
  status: number;
  /** the API's error code (`{ error: { code } }`), null when the body had none */
  code: string | null;
  /** the API path called (without /api) */
  url: string;
}

type Listener = (refusal: ApiRefusal) => void;
const listeners = new Set<Listener>();

/** Listens to the refusals; returns the unsubscribe. */
export function onApiRefusal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportApiRefusal(refusal: ApiRefusal): void {
  for (const listener of listeners) {
    try {
      listener(refusal);
    } catch (error) {
      console.error('[platform] api refusal listener', error);
    }
  }
}

/** The API's error code of an RTK Query error's body, if any. */
export function errorCodeOf(data: unknown): string | null {
  const code = (data as { error?: { code?: unknown } } | null | undefined)?.error?.code;
  return typeof code === 'string' ? code : null;
}
