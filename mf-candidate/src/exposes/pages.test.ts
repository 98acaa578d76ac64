import i18next from 'i18next';

// Whether the English catalogue module was loaded (a Thai visitor must not download it: bench:web first load).
const catalogueState = globalThis as { englishLoaded?: number; accountLoaded?: number };
jest.mock('../i18n/th.account', () => {
  const state = globalThis as { accountLoaded?: number };
  state.accountLoaded = (state.accountLoaded ?? 0) + 1;
  return jest.requireActual('../i18n/th.account');
});
jest.mock('../i18n/en', () => {
  const state = globalThis as { englishLoaded?: number };
  state.englishLoaded = (state.englishLoaded ?? 0) + 1;
  return jest.requireActual('../i18n/en');
});

describe('the pages of mf-candidate and their texts', () => {
  it('a Thai page renders with the Thai catalogue and never loads the English one', async () => {
    const { pages } = await import('./pages');
    await pages.JobSearch();
    expect(i18next.hasResourceBundle('th', 'candidate')).toBe(true);
    expect(catalogueState.englishLoaded).toBeUndefined();
  });

  it("a guest's pages do not load the signed-in pages' texts; those pages render with them", async () => {
    const { pages } = await import('./pages');
    await Promise.all([pages.Landing(), pages.JobSearch(), pages.JobDetail()]);
    expect(catalogueState.accountLoaded).toBeUndefined();
    expect(i18next.exists('profile.save', { ns: 'candidate', lng: 'th' })).toBe(false);
    await pages.Profile();
    expect(catalogueState.accountLoaded).toBe(1);
    expect(i18next.t('profile.save', { ns: 'candidate', lng: 'th' })).toBe('บันทึกโปรไฟล์');
    // the rest of the namespace is still there
    expect(i18next.t('search.filtersTitle', { ns: 'candidate', lng: 'th' })).not.toBe('search.filtersTitle');
  });

  it('switching to English loads the English catalogue before the language changes', async () => {
    await i18next.changeLanguage('en');
    expect(catalogueState.englishLoaded).toBe(1);
    expect(i18next.hasResourceBundle('en', 'candidate')).toBe(true);
    expect(i18next.t('search.filtersTitle', { ns: 'candidate' })).not.toBe(
      i18next.t('search.filtersTitle', { ns: 'candidate', lng: 'th' }),
    );
    await i18next.changeLanguage('th');
  });
});
