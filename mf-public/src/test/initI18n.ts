// Jest setupFiles: i18next initialised before any module registers its namespace (as the shell does at run time).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../i18n/resources';

void i18next.use(initReactI18next).init({
  lng: 'th',
  fallbackLng: 'th',
  resources: { th: { public: resources.th }, en: { public: resources.en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
