// i18next must be initialised before a module registers its namespace (the shell does this in the portal).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'th',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});

// jsdom has no layout: antd's scrollToFirstError calls scrollIntoView.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = () => undefined;
