import i18next from 'i18next';

// Whether the English catalogue module was loaded (a Thai visitor must not download it: bench:web first load).
const catalogueState = globalThis as { englishLoaded?: number };
jest.mock('../i18n/en', () => {
  const state = globalThis as { englishLoaded?: number };
  state.englishLoaded = (state.englishLoaded ?? 0) + 1;
  return jest.requireActual('../i18n/en');
});

// Whether the signed-in employer's Thai texts were loaded (a guest's page must not download them).
jest.mock('../i18n/th.hiring', () => {
  const state = globalThis as { hiringLoaded?: number };
  state.hiringLoaded = (state.hiringLoaded ?? 0) + 1;
  return jest.requireActual('../i18n/th.hiring');
});
const hiringState = globalThis as { hiringLoaded?: number };

describe('the pages of mf-corporate and their texts', () => {
  beforeAll(() => {
    for (const locale of ['th', 'en']) i18next.removeResourceBundle(locale, 'corporate');
  });

  it('a Thai page renders with the Thai catalogue and never loads the English one', async () => {
    const { pages } = await import('./pages');
    await pages.Landing();
    expect(i18next.hasResourceBundle('th', 'corporate')).toBe(true);
    expect(catalogueState.englishLoaded).toBeUndefined();
    expect(i18next.hasResourceBundle('en', 'corporate')).toBe(false);
  });

  it("a guest's pages leave out the team's texts; a signed-in employer's page adds them to the Thai catalogue", async () => {
    const { pages } = await import('./pages');
    await pages.PublicCompany();
    expect(hiringState.hiringLoaded).toBeUndefined();
    expect(i18next.exists('team.invite.title', { ns: 'corporate', lng: 'th' })).toBe(false);
    const before = i18next.getResource('th', 'corporate', 'common.loading') as string;
    await pages.Team();
    expect(hiringState.hiringLoaded).toBe(1);
    expect(i18next.t('team.invite.title', { ns: 'corporate', lng: 'th' })).not.toBe('team.invite.title');
    expect(i18next.getResource('th', 'corporate', 'common.loading')).toBe(before);
  });

  it('switching to English loads the English catalogue before the language changes', async () => {
    await i18next.changeLanguage('en');
    expect(catalogueState.englishLoaded).toBe(1);
    expect(i18next.hasResourceBundle('en', 'corporate')).toBe(true);
    await i18next.changeLanguage('th');
  });
});
