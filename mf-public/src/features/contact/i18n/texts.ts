import { addCatalogue } from '../../../shared/addCatalogue';
import { th } from './th';

/** The contact pages' own namespace: their texts travel with them, not with every public page's first load. */
export const CONTACT_NS = 'public-contact';

export const loadTexts = (): Promise<void> =>
  addCatalogue(CONTACT_NS, th, () =>
    import(/* webpackChunkName: "i18n-contact-en" */ './en').then((m) => m.en),
  );
