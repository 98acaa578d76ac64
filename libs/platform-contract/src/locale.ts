// The locale rule of the portal: the shell chooses the page's locale with it, and the gateway's prerenderer picks
// the snapshot the shell would choose for the same request.
export type Locale = 'th' | 'en';
export const LOCALE_COOKIE = 'jp_locale';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookie: string): Locale | null {
  const match = cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=(th|en)(?:;|$)`));
  return match ? (match[1] as Locale) : null;
}

/** Browser-language detection on first visit; Thai unless the browser prefers English first. */
export function detectLocale(languages: readonly string[]): Locale {
  for (const lang of languages) {
    const code = lang.toLowerCase().slice(0, 2);
    if (code === 'th' || code === 'en') return code;
  }
  return 'th';
}

/** Locale cookie: 365 days, path /, SameSite Lax (spec section 9). */
export function localeCookieString(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
