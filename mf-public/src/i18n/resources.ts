export const resources = { th: { scaffold: 'mf-public กำลังพัฒนา' }, en: { scaffold: 'mf-public in progress' } };
