import i18next from 'i18next';

// Whether the English catalogue module was loaded (a Thai visitor must not download it: bench:web first load).
const catalogueState = globalThis as { englishLoaded?: number };
jest.mock('../i18n/en', () => {
  const state = globalThis as { englishLoaded?: number };
  state.englishLoaded = (state.englishLoaded ?? 0) + 1;
  return jest.requireActual('../i18n/en');
});

describe('the pages of mf-public and their texts', () => {
  beforeAll(() => {
    for (const locale of ['th', 'en']) {
      i18next.removeResourceBundle(locale, 'public');
      for (const page of ['blog', 'contact', 'privacy'])
        i18next.removeResourceBundle(locale, `public-${page}`);
    }
  });

  it('a Thai page renders with the Thai catalogue and never loads the English one', async () => {
    const { pages } = await import('./pages');
    await pages.Home();
    expect(i18next.hasResourceBundle('th', 'public')).toBe(true);
    expect(catalogueState.englishLoaded).toBeUndefined();
    expect(i18next.hasResourceBundle('en', 'public')).toBe(false);
  });

  it('switching to English loads the English catalogue before the language changes', async () => {
    await i18next.changeLanguage('en');
    expect(catalogueState.englishLoaded).toBe(1);
    expect(i18next.hasResourceBundle('en', 'public')).toBe(true);
    await i18next.changeLanguage('th');
  });

  it("a page brings the texts of its own feature: the home page's first load does not carry them", async () => {
    const { pages } = await import('./pages');
    await pages.Home();
    for (const key of ['contact.title', 'blog.title', 'privacy.toc', 'meta.contact.title']) {
      expect(i18next.exists(key, { ns: 'public' })).toBe(false);
    }
    await Promise.all([pages.ContactUs(), pages.Blog(), pages.PrivacyPolicy()]);
    const text = (key: string, page: string) => i18next.t(key, { ns: [`public-${page}`, 'public'] });
    expect(text('contact.title', 'contact')).toBe('ติดต่อเรา');
    expect(text('meta.blog.title', 'blog')).toBe('บทความสายอาชีพไอที');
    expect(text('privacy.toc', 'privacy')).toBe('สารบัญ');
    await i18next.changeLanguage('en');
    expect(text('contact.title', 'contact')).toBe('Contact us');
    expect(text('meta.blog.title', 'blog')).toBe('IT career blog');
    expect(text('privacy.toc', 'privacy')).toBe('Contents');
    await i18next.changeLanguage('th');
  });
});
