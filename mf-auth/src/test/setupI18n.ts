// i18next must be initialised before a module registers its namespace (the shell does this in the portal).
import i18next from 'i18next';

void i18next.init({ lng: 'en', fallbackLng: 'th', resources: {}, initAsync: false, interpolation: { escapeValue: false } });
