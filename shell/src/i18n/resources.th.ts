import { ROUTE_META_TH } from '@jobportal/platform-contract';
import type { deployNoticeStrings } from '../federation/deployNoticeStrings';

/** The shell's Thai strings: the default language, on every first load. */
export const shellTh = {
  brand: 'JobPortal',
  tagline: 'เว็บหางานสายไอทีอันดับหนึ่งของคนไทย',
  nav: {
    jobs: 'หางาน',
    aiMatching: 'AI จับคู่งาน',
    blog: 'บทความ',
    employers: 'สำหรับผู้ประกอบการ',
    candidates: 'สำหรับผู้หางาน',
    contact: 'ติดต่อเรา',
    overview: 'ภาพรวม',
    profile: 'โปรไฟล์',
    activities: 'กิจกรรม',
    dashboard: 'แดชบอร์ด',
    companyProfile: 'โปรไฟล์บริษัท',
    postJob: 'ลงประกาศงาน',
    applications: 'ใบสมัคร',
    findCandidates: 'ค้นหาผู้สมัคร',
    templates: 'เทมเพลตข้อความ',
    team: 'ทีมของบริษัท',
    menu: 'เมนู',
  },
  account: { login: 'เข้าสู่ระบบ', register: 'สมัครสมาชิก', employerLogin: 'เข้าสู่ระบบผู้ประกอบการ' },
  loadingBar: 'กำลังโหลดหน้า',
  skipToMain: 'ข้ามไปยังเนื้อหาหลัก',
  bell: { label: 'การแจ้งเตือน', unread: 'การแจ้งเตือน ยังไม่ได้อ่าน {{count}} รายการ' },
  locale: { label: 'ภาษา', th: 'ไทย', en: 'English' },
  footer: {
    about: 'JobPortal เชื่อมต่อคนไอทีกับบริษัทชั้นนำทั่วประเทศไทย สมัครสมาชิกฟรี',
    support: 'ฝ่ายบริการลูกค้า ทุกวัน 8.00 - 17.30 น.',
    privacyNotice: 'ประกาศความเป็นส่วนตัว',
    privacyPolicy: 'นโยบายความเป็นส่วนตัว',
    contact: 'ติดต่อเรา',
    blog: 'บทความ',
    rights: '© {{year}} JobPortal สงวนลิขสิทธิ์',
  },
  notFound: { title: 'ไม่พบหน้านี้', message: 'Page not found: {{path}}', back: 'กลับหน้าแรก' },
  error: {
    title: 'เกิดข้อผิดพลาด',
    description: 'ขออภัย ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
    back: 'กลับหน้าแรก',
  },
  unavailable: {
    title: 'ส่วนนี้ไม่พร้อมใช้งานในขณะนี้',
    description: 'ส่วนอื่นของเว็บไซต์ยังใช้งานได้ตามปกติ กรุณาลองใหม่อีกครั้ง',
    retry: 'ลองใหม่',
  },
  meta: ROUTE_META_TH,
};

/** The deploy notices' strings are optional: they arrive with the notices (th) or with the English chunk. */
export type ShellStrings = typeof shellTh & Partial<(typeof deployNoticeStrings)['en']>;
