import { getAuthHeaders, getRuntimeConfig } from 'mf_shared_ui/platform';

/** GET /api/files/:id with the auth headers, then save the blob under the file's name. */
export async function downloadFile(fileId: string, fileName: string): Promise<void> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const response = await fetch(`${base}/files/${encodeURIComponent(fileId)}`, {
    headers: await getAuthHeaders(),
  });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName || 'resume';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
