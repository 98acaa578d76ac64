// The shell initialises i18next before any remote module runs (exposes call addTranslations at import time).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

void i18next.use(initReactI18next).init({ lng: 'th', fallbackLng: 'th', initAsync: false, resources: {} });
