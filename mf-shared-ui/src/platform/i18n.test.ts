import i18next from 'i18next';
import { addTranslations, addTranslationsLazily } from './i18n';

describe('addTranslations', () => {
  beforeAll(() => i18next.init({ lng: 'th', resources: {} }));

  it('adds a namespace in both languages once, however many modules carry it', () => {
    const added: string[] = [];
    const onAdded = (lng: string, ns: string) => added.push(`${lng}:${ns}`);
    i18next.store.on('added', onAdded);
    addTranslations('sample', { th: { hello: 'สวัสดี' }, en: { hello: 'Hello' } });
    addTranslations('sample', { th: { hello: 'สวัสดี' }, en: { hello: 'Hello' } });
    i18next.store.off('added', onAdded);
    expect(added).toEqual(['th:sample', 'en:sample']);
    expect(i18next.t('hello', { ns: 'sample' })).toBe('สวัสดี');
    expect(i18next.t('hello', { ns: 'sample', lng: 'en' })).toBe('Hello');
  });
});

describe('addTranslationsLazily', () => {
  beforeAll(() => i18next.init({ lng: 'th', resources: {} }));
  afterAll(() => i18next.changeLanguage('th'));

  it('adds Thai now and loads English only for an English page or on the switch to English', async () => {
    let loads = 0;
    const english = () => {
      loads += 1;
      return Promise.resolve({ hello: 'Hello' });
    };
    await addTranslationsLazily('lazy', { th: { hello: 'สวัสดี' }, en: english });
    expect(i18next.t('hello', { ns: 'lazy' })).toBe('สวัสดี');
    expect(loads).toBe(0);
    expect(i18next.hasResourceBundle('en', 'lazy')).toBe(false);

    await i18next.changeLanguage('en');
    // English is there when the switch is done: no Thai fallback in the first English render.
    expect(i18next.t('hello', { ns: 'lazy' })).toBe('Hello');
    expect(loads).toBe(1);

    // A second container module of the same namespace, now in English: ready at once, nothing loaded again.
    await addTranslationsLazily('lazy', { th: { hello: 'สวัสดี' }, en: english });
    expect(loads).toBe(1);
  });

  it('an English page waits for its catalogue; a failed load is tried again', async () => {
    await i18next.changeLanguage('en');
    let attempt = 0;
    const english = () => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ bye: 'Goodbye' });
    };
    await expect(addTranslationsLazily('lazy2', { th: { bye: 'ลาก่อน' }, en: english })).rejects.toThrow(
      'offline',
    );
    await addTranslationsLazily('lazy2', { th: { bye: 'ลาก่อน' }, en: english });
    expect(i18next.t('bye', { ns: 'lazy2' })).toBe('Goodbye');
  });
});
