/** The browser and the system a user agent names, for people: "Chrome" and "Android", not the raw string. */
export interface DeviceName {
  browser: string | null;
  os: string | null;
}

// Order matters: in-app browsers and Chromium forks also say "Chrome" and "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bLine\//, 'LINE'],
  [/\bFBA[NV]\/|FB_IAB/, 'Facebook'],
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

/** The browser and system of a user agent; null when it names neither (empty, a bot, a script). */
export function deviceName(userAgent: string | null | undefined): DeviceName | null {
  if (!userAgent) return null;
  const name = { browser: first(userAgent, BROWSERS), os: first(userAgent, SYSTEMS) };
  return name.browser || name.os ? name : null;
}
