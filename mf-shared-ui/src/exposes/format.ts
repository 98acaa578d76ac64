// Formatters shared by every container (strings come from the 'ui' namespace, registered here).
import { addTranslations } from '../platform/i18n';
import { uiResources } from '../i18n/resources';

addTranslations('ui', uiResources);

export { formatSalary, shortBaht, type SalaryShape } from '../format/salary';
export { timeAgo } from '../format/timeAgo';
export { contactLinkHref } from '../format/contactLink';
export { initialOf } from '../format/initialOf';
export { formatInteger } from '../format/integer';
export { thaiLang } from '../format/thaiLang';
