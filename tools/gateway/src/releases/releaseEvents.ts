import type { ReleaseEventInput } from '@jobportal/contracts';

const RECORD_TIMEOUT_MS = 5_000;

/**
 * Records one change in the append-only release history (POST /api/backoffice/releases/events) with the caller's own
 * token: the API takes the actor from the token, so the history names who made the change. Resolves null when it was
 * recorded, else why not.
 */
export async function recordReleaseEvent(
  apiUrl: string,
  authorization: string,
  event: ReleaseEventInput,
): Promise<string | null> {
  try {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}/api/backoffice/releases/events`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(RECORD_TIMEOUT_MS),
    });
    if (response.ok) return null;
    return `the API answered ${response.status}: ${(await response.text().catch(() => '')).slice(0, 300)}`;
  } catch (error) {
    return String(error);
  }
}
