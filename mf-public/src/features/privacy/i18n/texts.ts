import { addCatalogue } from '../../../shared/addCatalogue';
import { th } from './th';

/** The privacy pages' own namespace: their texts travel with them, not with every public page's first load. */
export const PRIVACY_NS = 'public-privacy';

export const loadTexts = (): Promise<void> =>
  addCatalogue(PRIVACY_NS, th, () =>
    import(/* webpackChunkName: "i18n-privacy-en" */ './en').then((m) => m.en),
  );
