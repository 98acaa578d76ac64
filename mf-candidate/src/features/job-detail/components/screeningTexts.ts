import { addTranslations } from 'mf_shared_ui/platform';

/**
 * The apply form's screening questions, a namespace of their own in the apply dialog's chunk: a visitor who never
 * opens the dialog does not download them (the job page is a first-load page).
 */
export const SCREENING_NS = 'applyScreening';

const th = {
  title: 'คำถามจากบริษัท',
  intro: 'บริษัทขอให้ตอบคำถามต่อไปนี้ประกอบการสมัคร',
  yes: 'ใช่',
  no: 'ไม่ใช่',
  required: 'กรุณาตอบคำถามนี้',
  number: 'กรุณากรอกตัวเลข (ทศนิยมได้ไม่เกิน 4 ตำแหน่ง)',
  numberPlaceholder: 'ตัวเลข',
  optional: '(ไม่บังคับ)',
  loadFailed: 'โหลดคำถามจากบริษัทไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  changed: 'คำถามของประกาศนี้เพิ่งเปลี่ยน กรุณาตรวจคำตอบแล้วกดสมัครอีกครั้ง',
};

const en: typeof th = {
  title: 'Questions from the company',
  intro: 'The company asks you to answer these questions with your application',
  yes: 'Yes',
  no: 'No',
  required: 'Please answer this question',
  number: 'Please enter a number (up to 4 decimals)',
  numberPlaceholder: 'Number',
  optional: '(optional)',
  loadFailed: "Could not load the company's questions",
  retry: 'Try again',
  changed: "This job's questions have just changed; please check your answers and apply again",
};

addTranslations(SCREENING_NS, { th, en });
