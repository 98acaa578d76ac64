export const resources = { th: { scaffold: 'mf-candidate กำลังพัฒนา' }, en: { scaffold: 'mf-candidate in progress' } };
