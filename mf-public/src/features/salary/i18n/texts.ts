import { addCatalogue } from '../../../shared/addCatalogue';
import { th } from './th';

/** The salary pages' own namespace: their texts travel with them. */
export const SALARY_NS = 'public-salary';

export const loadTexts = (): Promise<void> =>
  addCatalogue(SALARY_NS, th, () =>
    import(/* webpackChunkName: "i18n-salary-en" */ './en').then((m) => m.en),
  );
