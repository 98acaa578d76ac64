/** Namespace 'public-privacy' (Thai first): the privacy pages' texts, in their own chunk. */
export const th = {
  meta: {
    privacyNotice: {
      title: 'ประกาศความเป็นส่วนตัว',
      description:
        'ประกาศความเป็นส่วนตัวของ JobPortal ตาม พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562: ข้อมูลที่เก็บ วัตถุประสงค์ ระยะเวลาเก็บ และสิทธิของคุณ',
    },
    privacyPolicy: {
      title: 'นโยบายความเป็นส่วนตัว',
      description:
        'นโยบายความเป็นส่วนตัวและการใช้คุกกี้ของ JobPortal: การคุ้มครองข้อมูลส่วนบุคคล การรักษาความปลอดภัย และวิธีใช้สิทธิของเจ้าของข้อมูล',
    },
  },
  privacy: {
    toc: 'สารบัญ',
    effective: 'มีผลบังคับใช้ตั้งแต่วันที่ {{date}}',
    version: 'ฉบับที่ {{version}}',
    seeAlso: 'อ่านเพิ่มเติม:',
  },
};

export type PrivacyStrings = typeof th;
