/**
 * The strings of the deploy notices (a new version, a rollback, a withdrawn release): loaded with the notices
 * themselves, only when the registry reports such a change to this tab (they are not first-load weight).
 */
export const deployNoticeStrings = {
  th: {
    update: {
      title: 'มีเวอร์ชันใหม่ของเว็บไซต์',
      description: 'โหลดหน้าใหม่เพื่อใช้เวอร์ชันล่าสุด ข้อมูลที่ยังไม่ได้บันทึกในหน้านี้จะหายไป',
      reload: 'โหลดหน้าใหม่',
      later: 'ภายหลัง',
      rolledBack: {
        title: 'เว็บไซต์ย้อนกลับไปใช้เวอร์ชันก่อนหน้า',
        description: 'โหลดหน้าใหม่เพื่อใช้เวอร์ชันนั้น ข้อมูลที่ยังไม่ได้บันทึกในหน้านี้จะหายไป',
      },
    },
    withdrawn: {
      title: 'กำลังเปลี่ยนไปใช้เวอร์ชันที่ปลอดภัย',
      description: 'เวอร์ชันที่หน้านี้ใช้อยู่ถูกถอนออกเพราะพบปัญหา หน้าจะโหลดใหม่เอง',
      stuck: 'หน้านี้ยังใช้เวอร์ชันที่ถูกถอนออก โปรดโหลดหน้าใหม่',
    },
  },
  en: {
    update: {
      title: 'A new version of the site is available',
      description: 'Reload to use it. Anything not yet saved on this page will be lost.',
      reload: 'Reload',
      later: 'Later',
      rolledBack: {
        title: 'The site went back to its previous version',
        description: 'Reload to use it. Anything not yet saved on this page will be lost.',
      },
    },
    withdrawn: {
      title: 'Switching to a safe version',
      description:
        'The version this page runs was withdrawn because of a problem. The page reloads by itself.',
      stuck: 'This page still runs a withdrawn version. Please reload.',
    },
  },
};
