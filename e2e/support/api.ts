/** Small API client for journeys: reads real records so routes with ids can be visited. */
const BASE = process.env.PORTAL_URL ?? 'http://localhost:8080';

export async function api<T>(
  path: string,
  token?: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.headers ?? {}),
    },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export const DEMO = {
  candidate: { email: 'candidate1@demo.jobportal.test', password: 'Demo1234!' },
  corporate: { email: 'employer1@demo.jobportal.test', password: 'Demo1234!' },
  corporate2: { email: 'employer2@demo.jobportal.test', password: 'Demo1234!' },
};
