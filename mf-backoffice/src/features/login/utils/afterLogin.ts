/** Where to go after signing in: a back-office path only (never another site or the portal), else /backoffice. */
export function afterLoginPath(next: string | null): string {
  if (!next || !next.startsWith('/backoffice') || next.startsWith('/backoffice/login')) return '/backoffice';
  return /^\/backoffice(\/[\w\-/%.]*)?(\?[^#]*)?$/.test(next) ? next : '/backoffice';
}
