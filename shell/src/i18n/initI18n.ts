import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ShellStrings } from './resources.th';
import { shellTh } from './resources.th';
import {
  detectLocale,
  localeCookieString,
  readLocaleCookie,
  type Locale,
} from '@jobportal/platform-contract';

/**
 * Initialises the one i18next instance of the page; remotes add namespaces to it later. `pageLocale`: the language
 * the server rendered the page in (the app hydrates it in that language).
 */
export async function initI18n(pageLocale?: string): Promise<Locale> {
  const stored = readLocaleCookie(document.cookie);
  const rendered = pageLocale === 'th' || pageLocale === 'en' ? pageLocale : null;
  const locale = rendered ?? stored ?? detectLocale(navigator.languages ?? [navigator.language]);
  if (stored !== locale) document.cookie = localeCookieString(locale);
  const bundles = locale === 'en' ? { th: shellTh, en: await loadShellEnglish() } : { th: shellTh };
  await i18next.use(initReactI18next).init(i18nOptions(locale, bundles));
  setDocumentLanguage(locale);
  return locale;
}

/**
 * `<html lang>`, written only when it changes: a write of the value it already has (the server-rendered page's
 * language) still made the browser match every element against `:lang()` again, one whole-page style recalculation
 * while the page started (trace of job search, 880 elements: 37-71 ms at 4x CPU).
 */
function setDocumentLanguage(locale: Locale): void {
  const root = document.documentElement;
  if (root.lang !== locale) root.lang = locale;
}

/** The shell's English strings, a chunk of their own: a Thai page (the default) never downloads them. */
export async function loadShellEnglish(): Promise<ShellStrings> {
  return (await import('./resources.en')).shellEn;
}

type ShellBundles = { th: ShellStrings; en?: ShellStrings };

/** The one i18next configuration of the page (the server renderer's too: shell/src/server, with both languages). */
export function i18nOptions(locale: Locale, bundles: ShellBundles): InitOptions {
  return {
    lng: locale,
    fallbackLng: 'th',
    supportedLngs: ['th', 'en'],
    ns: ['shell'],
    defaultNS: 'shell',
    resources: {
      th: { shell: bundles.th },
      ...(bundles.en ? { en: { shell: bundles.en } } : {}),
    },
    interpolation: { escapeValue: false },
    // Not bound to the store's 'added': a namespace arrives with its container's module, before that container's
    // components render, so re-rendering every translated component when one is added is wasted start-up work.
    react: { bindI18n: 'languageChanged loaded', bindI18nStore: '' },
  };
}

export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === 'en' && !i18next.getResource('en', 'shell', 'brand'))
    i18next.addResourceBundle('en', 'shell', await loadShellEnglish(), true, true);
  document.cookie = localeCookieString(locale);
  setDocumentLanguage(locale);
  await i18next.changeLanguage(locale);
}
