import { getAuthHeaders } from './authHeaders';
import { getRuntimeConfig } from './runtimeConfig';

/**
 * Private files (résumés) need the auth headers, so a plain link cannot fetch them: GET /api/files/:id with the
 * headers of the session, then save the blob under the file's name.
 */
export async function downloadApiFile(fileId: string, fileName: string): Promise<void> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const response = await fetch(`${base}/files/${encodeURIComponent(fileId)}`, {
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
