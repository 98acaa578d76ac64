// The react-i18next every container shares at run time, cut down to what the product imports (see
// react-router-shared.mjs for why): the whole package (Trans and its HTML parser, HOCs, SSR helpers) is in the
// shell's entry script on every first load. A source file importing a name that is not listed here fails `npm test`.
export { initReactI18next, useTranslation } from 'react-i18next-full';
