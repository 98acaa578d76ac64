// Jest setupFiles: i18next initialised before any module registers its namespace (as the shell does at run time).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../i18n/resources';
import * as blog from '../features/blog/i18n/th';
import * as blogEn from '../features/blog/i18n/en';
import * as contact from '../features/contact/i18n/th';
import * as contactEn from '../features/contact/i18n/en';
import * as privacy from '../features/privacy/i18n/th';
import * as privacyEn from '../features/privacy/i18n/en';
import * as salary from '../features/salary/i18n/th';
import * as salaryEn from '../features/salary/i18n/en';

void i18next.use(initReactI18next).init({
  lng: 'th',
  fallbackLng: 'th',
  resources: {
    th: {
      public: resources.th,
      'public-blog': blog.th,
      'public-contact': contact.th,
      'public-privacy': privacy.th,
      'public-salary': salary.th,
    },
    en: {
      public: resources.en,
      'public-blog': blogEn.en,
      'public-contact': contactEn.en,
      'public-privacy': privacyEn.en,
      'public-salary': salaryEn.en,
    },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});
