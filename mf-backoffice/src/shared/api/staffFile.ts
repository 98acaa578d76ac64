import { getRuntimeConfig } from 'mf_shared_ui/platform';
import { staffAuthHeaders } from '../session/staffSession';

/**
 * A private file of the API (a verification document, a privacy export) with the staff token: a plain link cannot
 * send it, so the file is fetched and handed over as a blob.
 */
export async function fetchStaffFile(path: string): Promise<Blob> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const response = await fetch(`${base}${path}`, { headers: await staffAuthHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw Object.assign(new Error(body?.error?.message ?? `HTTP ${response.status}`), {
      status: response.status,
      data: body,
    });
  }
  return response.blob();
}

/** Saves a blob under a file name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
