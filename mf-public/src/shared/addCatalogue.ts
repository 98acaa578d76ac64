import { addTranslations, addTranslationsLazily } from 'mf_shared_ui/platform';

/**
 * Registers a namespace: Thai with the module that calls this, English only when the page is (or turns) English.
 * A design system from before addTranslationsLazily (a rollback) gets both once English has arrived. Resolves when
 * the current language's catalogue is there.
 */
export function addCatalogue(ns: string, th: object, en: () => Promise<object>): Promise<void> {
  return typeof addTranslationsLazily === 'function'
    ? addTranslationsLazily(ns, { th, en })
    : en().then((english) => addTranslations(ns, { th, en: english }));
}
