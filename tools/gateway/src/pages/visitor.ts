// The shell's own locale rules, so a server-rendered page is always in the locale the shell will choose.
import { detectLocale, readLocaleCookie, type Locale } from '@jobportal/platform-contract';

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** Locale as the shell will choose it (cookie, else the browser's first Thai or English language, else Thai). */
export function localeOf(headers: Headers): Locale {
  const languages = header(headers, 'accept-language')
    .split(',')
    .map((part) => part.trim());
  return readLocaleCookie(header(headers, 'cookie')) ?? detectLocale(languages);
}

export type Device = 'mobile' | 'desktop';

/** Phones get the page laid out at a phone's width (the layout differs below the md breakpoint). */
export function deviceOf(headers: Headers): Device {
  if (header(headers, 'sec-ch-ua-mobile') === '?1') return 'mobile';
  return /Mobi|Android|iPhone|iPod/i.test(header(headers, 'user-agent')) ? 'mobile' : 'desktop';
}
