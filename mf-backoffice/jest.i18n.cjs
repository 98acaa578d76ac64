// The shell initialises i18next before any remote module runs (addResourceBundle needs it): do the same here.
const i18next = require('i18next');
const { initReactI18next } = require('react-i18next');
i18next.use(initReactI18next).init({
  lng: 'th',
  fallbackLng: 'th',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});
