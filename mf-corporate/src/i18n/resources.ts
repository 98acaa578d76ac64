export const resources = { th: { scaffold: 'mf-corporate กำลังพัฒนา' }, en: { scaffold: 'mf-corporate in progress' } };
