import { getAuthHeaders } from './authHeaders';
import { getRuntimeConfig } from './runtimeConfig';

/**
 * Private files (résumés) need the auth headers, so a plain link cannot fetch them: GET /api/files/:id with the
 * headers of the session, then save the blob under the file's name.
 */
export async function downloadApiFile(fileId: string, fileName: string): Promise<void> {
  await downloadApiPath(`/files/${encodeURIComponent(fileId)}`, fileName);
}

/** The same for any API path that answers a file (e.g. the "download my data" archive). */
export async function downloadApiPath(path: string, fileName: string): Promise<void> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const response = await fetch(`${base}${path}`, {
    headers: await getAuthHeaders(),
  });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName || 'download';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
