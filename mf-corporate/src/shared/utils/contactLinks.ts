import { contactLinkHref } from 'mf_shared_ui/format';

export type ContactLinkKind = 'none' | 'phone' | 'email' | 'web';

/** Spec section 3: 1, 2, 9, 10 no link; 3, 4 phone; 5 e-mail; 6, 7, 8 web (https added when missing). */
export function contactLinkKind(type: number): ContactLinkKind {
  if (type === 3 || type === 4) return 'phone';
  if (type === 5) return 'email';
  if (type >= 6 && type <= 8) return 'web';
  return 'none';
}

export const CONTACT_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** What the profile preview and the public page render for one contact link. */
export function contactLinkPreview(
  type: number,
  value: string,
): { kind: ContactLinkKind; href: string | null; text: string } {
  return {
    kind: contactLinkKind(type),
    href: contactLinkHref(type, value ?? ''),
    text: (value ?? '').trim(),
  };
}

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Browser-side logo check (the API checks the content again): PNG/JPEG/WebP, at most 2 MB. */
export function logoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!LOGO_TYPES.includes(file.type)) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}
