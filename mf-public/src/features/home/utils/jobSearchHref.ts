/** The candidate job search URL of the home search: /candidate/jobs?main_input=...&location=<provinceId>. */
export function jobSearchHref({
  text,
  provinceId,
  tag,
}: {
  text?: string;
  provinceId?: number | null;
  tag?: string;
}): string {
  const q = new URLSearchParams();
  const main = text?.trim().replace(/\s+/g, ' ');
  if (main) q.set('main_input', main);
  if (provinceId) q.set('location', String(provinceId));
  if (tag) q.set('tag', tag);
  const s = q.toString();
  return s ? `/candidate/jobs?${s}` : '/candidate/jobs';
}
