import { ROUTE_META } from '@jobportal/platform-contract';

const th = {
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
    menu: 'เมนู',
  },
  account: { login: 'เข้าสู่ระบบ', register: 'สมัครสมาชิก', forEmployers: 'สำหรับผู้ประกอบการ' },
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
  meta: ROUTE_META.th,
};

type Resources = typeof th;

const en: Resources = {
  brand: 'JobPortal',
  tagline: "Thailand's IT job board",
  nav: {
    jobs: 'Find jobs',
    aiMatching: 'AI job matching',
    blog: 'Blog',
    employers: 'For employers',
    candidates: 'For job seekers',
    contact: 'Contact us',
    overview: 'Overview',
    profile: 'Profile',
    activities: 'Activities',
    dashboard: 'Dashboard',
    companyProfile: 'Company profile',
    postJob: 'Post a job',
    applications: 'Applications',
    findCandidates: 'Find candidates',
    menu: 'Menu',
  },
  account: { login: 'Sign in', register: 'Sign up', forEmployers: 'For employers' },
  bell: { label: 'Notifications', unread: 'Notifications, {{count}} unread' },
  locale: { label: 'Language', th: 'ไทย', en: 'English' },
  footer: {
    about: 'JobPortal connects IT people with leading companies across Thailand. Sign-up is free.',
    support: 'Customer support daily 8.00 - 17.30',
    privacyNotice: 'Privacy notice',
    privacyPolicy: 'Privacy policy',
    contact: 'Contact us',
    blog: 'Blog',
    rights: '© {{year}} JobPortal. All rights reserved.',
  },
  notFound: { title: 'Page not found', message: 'Page not found: {{path}}', back: 'Back to home' },
  error: {
    title: 'Something went wrong',
    description: 'Sorry, the system is temporarily unavailable. Please try again.',
    back: 'Back to home',
  },
  unavailable: {
    title: 'This part is unavailable right now',
    description: 'The rest of the site still works. Please try again.',
    retry: 'Retry',
  },
  meta: ROUTE_META.en,
};

export const shellResources = { th, en };
