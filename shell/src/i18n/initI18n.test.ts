import i18next from 'i18next';
import { initI18n, switchLocale } from './initI18n';

/** The writes of `<html lang>` while `run` runs (the browser restyles the whole page for each, same value or not). */
async function langWrites(run: () => Promise<unknown>): Promise<string[]> {
  const writes: string[] = [];
  const record = (records: MutationRecord[]) =>
    records.forEach(() => writes.push(document.documentElement.lang));
  const observer = new MutationObserver(record);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  await run();
  record(observer.takeRecords());
  observer.disconnect();
  return writes;
}

describe("the document's language", () => {
  it('is left as it is when the server-rendered page is already in that language', async () => {
    document.documentElement.lang = 'th';
    const writes = await langWrites(() => initI18n('th'));
    expect(writes).toEqual([]);
    expect(document.documentElement.lang).toBe('th');
    expect(i18next.language).toBe('th');
  });

  it('is set when the page starts in another language, and when the visitor switches', async () => {
    document.documentElement.lang = 'th';
    expect(await langWrites(() => initI18n('en'))).toEqual(['en']);
    expect(await langWrites(() => switchLocale('th'))).toEqual(['th']);
    expect(await langWrites(() => switchLocale('th'))).toEqual([]);
    expect(document.documentElement.lang).toBe('th');
  });
});

describe("the shell's strings by language", () => {
  it('a Thai page starts without the English strings, and a switch to English brings them', async () => {
    await i18next.init({ resources: {} }); // a fresh instance: nothing from the tests above
    await initI18n('th');
    expect(i18next.t('nav.jobs')).toBe('หางาน');
    expect(i18next.getResource('en', 'shell', 'nav.jobs')).toBeUndefined();
    await switchLocale('en');
    expect(i18next.t('nav.jobs')).toBe('Find jobs');
    expect(i18next.t('meta.home.title')).toMatch(/IT/);
  });

  it('an English page has its strings before anything renders', async () => {
    await initI18n('en');
    expect(i18next.t('nav.jobs')).toBe('Find jobs');
    expect(i18next.t('update.title')).toBe('A new version of the site is available');
  });
});
