/** Texts of the share menu (namespace 'share', registered with the 'mf_shared_ui/ui-content' expose). */
export const shareResources = {
  th: {
    button: 'แชร์',
    menuLabel: 'แชร์ไปที่',
    line: 'แชร์ไปที่ LINE',
    facebook: 'แชร์ไปที่ Facebook',
    x: 'แชร์ไปที่ X',
    copy: 'คัดลอกลิงก์',
    native: 'แชร์ผ่านแอปอื่น…',
    newTab: '(เปิดในแท็บใหม่)',
    copied: 'คัดลอกลิงก์แล้ว',
    copyManually: 'คัดลอกลิงก์นี้เพื่อแชร์',
  },
  en: {
    button: 'Share',
    menuLabel: 'Share to',
    line: 'Share on LINE',
    facebook: 'Share on Facebook',
    x: 'Share on X',
    copy: 'Copy link',
    native: 'Share with another app…',
    newTab: '(opens in a new tab)',
    copied: 'Link copied',
    copyManually: 'Copy this link to share',
  },
};
