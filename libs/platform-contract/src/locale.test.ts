import { detectLocale, localeCookieString, readLocaleCookie } from './locale';

describe('locale cookie', () => {
  it('keeps the choice 365 days on path / with SameSite Lax', () => {
    expect(localeCookieString('en')).toBe('jp_locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
  it('reads the stored locale among other cookies', () => {
    expect(readLocaleCookie('a=1; jp_locale=en; b=2')).toBe('en');
    expect(readLocaleCookie('jp_locale=fr')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });
  it('detects the browser language on the first visit, Thai by default', () => {
    expect(detectLocale(['en-US', 'th'])).toBe('en');
    expect(detectLocale(['th-TH'])).toBe('th');
    expect(detectLocale(['ja-JP', 'de'])).toBe('th');
  });
});
