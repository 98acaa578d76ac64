/** Namespace 'public-contact' (Thai first): the contact pages' texts, in their own chunk. */
export const th = {
  meta: {
    contact: {
      title: 'ติดต่อเรา',
      description:
        'ติดต่อทีมงาน JobPortal ทางอีเมล โทรศัพท์ หรือ LINE ทุกวัน 8.00 - 17.30 น. หรือส่งข้อความถึงเราผ่านแบบฟอร์ม',
    },
  },
  contact: {
    title: 'ติดต่อเรา',
    intro: 'มีคำถามเกี่ยวกับการหางาน การลงประกาศงาน หรือข้อมูลส่วนบุคคลของคุณ? ทีมงานของเราพร้อมช่วยเหลือ',
    detailsTitle: 'ช่องทางการติดต่อ',
    email: 'อีเมล',
    phone: 'โทรศัพท์',
    line: 'LINE',
    address: 'ที่อยู่',
    hours: 'เวลาทำการ',
    hoursValue: 'ทุกวัน 8.00 - 17.30 น.',
    replyTime: 'เราตอบกลับข้อความทุกฉบับภายใน 1-2 วันทำการ',
    formTitle: 'ส่งข้อความถึงเรา',
    fields: {
      name: 'ชื่อ-นามสกุล',
      namePlaceholder: 'ชื่อของคุณ',
      email: 'อีเมล',
      emailPlaceholder: 'name@example.com',
      topic: 'หัวข้อ',
      topicPlaceholder: 'เลือกหัวข้อ',
      message: 'ข้อความ',
      messagePlaceholder: 'รายละเอียดที่ต้องการสอบถาม',
    },
    topics: {
      general: 'สอบถามทั่วไป',
      candidate: 'สำหรับผู้หางาน',
      employer: 'สำหรับผู้ประกอบการ',
      technical: 'ปัญหาการใช้งานระบบ',
      privacy: 'ข้อมูลส่วนบุคคลและความเป็นส่วนตัว',
    },
    validation: {
      nameRequired: 'กรุณากรอกชื่อ',
      nameMax: 'ชื่อต้องมีไม่เกิน {{count}} ตัวอักษร',
      topicRequired: 'กรุณาเลือกหัวข้อ',
      messageRequired: 'กรุณากรอกข้อความ',
      messageMin: 'ข้อความต้องมีอย่างน้อย {{count}} ตัวอักษร',
      messageMax: 'ข้อความต้องมีไม่เกิน {{count}} ตัวอักษร',
    },
    privacyHint: 'เราใช้ข้อมูลที่คุณส่งเพื่อตอบกลับคำถามของคุณเท่านั้น อ่าน',
    privacyLink: 'ประกาศความเป็นส่วนตัว',
    submit: 'ส่งข้อความ',
    success: {
      title: 'ส่งข้อความเรียบร้อยแล้ว',
      description: 'ขอบคุณที่ติดต่อเรา ทีมงานจะตอบกลับทางอีเมลภายใน 1-2 วันทำการ (ทุกวัน 8.00 - 17.30 น.)',
    },
    error: 'ส่งข้อความไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  },
};

export type ContactStrings = typeof th;
