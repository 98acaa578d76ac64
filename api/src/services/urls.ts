/** Public URL of a stored file (served by GET /api/files/:id). */
export function fileUrl(fileId: string | null | undefined): string | null {
  return fileId ? `/api/files/${fileId}` : null;
}

export function iso(d: Date | string | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  return (d instanceof Date ? d : new Date(d)).toISOString();
}

export function isoOrNow(d: Date | string | null | undefined): string {
  return iso(d) ?? new Date().toISOString();
}
