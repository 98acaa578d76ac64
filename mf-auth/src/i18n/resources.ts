export const resources = { th: { scaffold: 'mf-auth กำลังพัฒนา' }, en: { scaffold: 'mf-auth in progress' } };
