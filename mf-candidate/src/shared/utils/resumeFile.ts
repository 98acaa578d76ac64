export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MIME = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

/** Browser-side check of a résumé (the API checks the content again): PDF or DOCX, at most 5 MB. */
export function resumeProblem(file: {
  name: string;
  type: string;
  size: number;
}): 'type' | 'size' | 'empty' | null {
  const extensionOk = /\.(pdf|docx)$/i.test(file.name);
  if (!extensionOk || (file.type && !MIME.includes(file.type))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > RESUME_MAX_BYTES) return 'size';
  return null;
}
