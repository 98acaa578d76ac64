import i18next from 'i18next';
import { addTranslations } from './i18n';

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
