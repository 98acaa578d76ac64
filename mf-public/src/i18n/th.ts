/** Namespace 'public' (Thai first). English in en.ts must have the same keys. */
export const th = {
  meta: {
    home: {
      title: 'หางานไอที งานโปรแกรมเมอร์ งานเทคโนโลยีทั่วประเทศไทย',
      description:
        'ค้นหางานไอที งานโปรแกรมเมอร์ และงานเทคโนโลยีจากบริษัทชั้นนำทั่วประเทศไทย สมัครสมาชิกฟรี พร้อม AI จับคู่งาน ฝ่ายบริการลูกค้าทุกวัน 8.00 - 17.30 น.',
    },
  },
  common: {
    loadError: 'โหลดข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    retry: 'ลองใหม่',
    viewAll: 'ดูทั้งหมด',
  },
  home: {
    hero: {
      title: 'หางานไอทีที่ใช่ กับบริษัทที่ใช่',
      subtitle: 'งานโปรแกรมเมอร์ นักพัฒนา ดาต้า และงานเทคโนโลยีจากบริษัทชั้นนำทั่วประเทศไทย',
      stats: '{{jobs}} ตำแหน่งงานจาก {{companies}} บริษัท',
    },
    search: {
      label: 'ค้นหางาน',
      placeholder: 'ตำแหน่งงาน ทักษะ หรือชื่อบริษัท',
      province: 'จังหวัด',
      allProvinces: 'ทุกจังหวัด',
      submit: 'ค้นหางาน',
    },
    freeSignup: 'สมัครสมาชิกฟรี',
    aiMatching: 'AI จับคู่งานกับโปรไฟล์ของคุณ',
    supportHours: 'ฝ่ายบริการลูกค้า ทุกวัน 8.00 - 17.30 น.',
    latestJobs: 'งานล่าสุด',
    featuredJobs: 'งานแนะนำ',
    popularSkills: 'ทักษะยอดนิยม',
    skillJobs: '{{count}} งาน',
    featuredCompanies: 'บริษัทแนะนำ',
    openJobs: 'เปิดรับ {{count}} ตำแหน่ง',
    latestPosts: 'บทความล่าสุด',
    allPosts: 'บทความทั้งหมด',
    noJobs: 'ยังไม่มีประกาศงานในขณะนี้',
    candidates: {
      title: 'สำหรับผู้หางาน',
      description: 'สร้างโปรไฟล์ อัปโหลดเรซูเม่ บันทึกงานที่สนใจ และให้ AI แนะนำงานและทักษะที่เหมาะกับคุณ สมัครสมาชิกฟรี',
      landing: 'เริ่มหางาน',
      register: 'สมัครสมาชิกฟรี',
    },
    employers: {
      title: 'สำหรับผู้ประกอบการ',
      description: 'ลงประกาศงานไอที ค้นหาผู้สมัคร และจัดการใบสมัครอย่างเป็นระบบด้วย AI ช่วยสรรหา สมัครใช้งานฟรี',
      landing: 'ดูบริการสำหรับบริษัท',
      register: 'สมัครบัญชีบริษัทฟรี',
    },
    support: {
      title: 'มีคำถาม? เรายินดีช่วยเหลือ',
      contact: 'ติดต่อเรา',
    },
  },
  job: {
    logoAlt: 'โลโก้ {{name}}',
    verified: 'บริษัทที่ยืนยันตัวตนแล้ว',
  },
};

export type PublicStrings = typeof th;
