/**
 * Contact link types 1-10 (spec section 3): 1, 2, 9, 10 no link; 3 and 4 phone; 5 e-mail; 6, 7, 8 web with
 * https added if missing. Returns the href, or null when the type has no link.
 */
export function contactLinkHref(type: number, value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  switch (type) {
    case 3:
    case 4:
      return `tel:${trimmed.replace(/[^\d+]/g, '')}`;
    case 5:
      return `mailto:${trimmed}`;
    case 6:
    case 7:
    case 8:
      return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
    default:
      return null;
  }
}
