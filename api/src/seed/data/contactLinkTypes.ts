import type { ContactLinkType } from '@jobportal/contracts';

/**
 * Spec section 3: types 1, 2, 9, 10 have no link; 3 and 4 are phone links; 5 is an e-mail link;
 * 6, 7, 8 are web links (https added if missing).
 */
export const CONTACT_LINK_TYPES: ContactLinkType[] = [
  { id: 1, key: 'line', name_th: 'ไลน์', name_en: 'LINE' },
  { id: 2, key: 'wechat', name_th: 'วีแชท', name_en: 'WeChat' },
  { id: 3, key: 'phone', name_th: 'โทรศัพท์', name_en: 'Phone' },
  { id: 4, key: 'mobile', name_th: 'มือถือ', name_en: 'Mobile' },
  { id: 5, key: 'email', name_th: 'อีเมล', name_en: 'E-mail' },
  { id: 6, key: 'website', name_th: 'เว็บไซต์', name_en: 'Website' },
  { id: 7, key: 'facebook', name_th: 'เฟซบุ๊ก', name_en: 'Facebook' },
  { id: 8, key: 'linkedin', name_th: 'ลิงก์อิน', name_en: 'LinkedIn' },
  { id: 9, key: 'address', name_th: 'ที่อยู่', name_en: 'Address' },
  { id: 10, key: 'other', name_th: 'อื่น ๆ', name_en: 'Other' },
];

export type ContactLinkKind = 'none' | 'phone' | 'email' | 'web';

export function contactLinkKind(type: number): ContactLinkKind {
  if (type === 3 || type === 4) return 'phone';
  if (type === 5) return 'email';
  if (type >= 6 && type <= 8) return 'web';
  return 'none';
}
