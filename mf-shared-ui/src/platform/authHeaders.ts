/**
 * mf-auth owns Firebase; the base query only asks it for the current headers.
 * The provider returns {} for a guest.
 */
export type AuthHeadersProvider = () => Promise<Record<string, string>>;

let provider: AuthHeadersProvider = async () => ({});

export function setAuthHeadersProvider(next: AuthHeadersProvider): void {
  provider = next;
}

export function getAuthHeaders(): Promise<Record<string, string>> {
  return provider();
}
