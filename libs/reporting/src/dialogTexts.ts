import type { ReportReason } from '@jobportal/contracts/bounds';
import type { PerKind } from './i18n';

/** The dialog's texts (namespace 'report', see i18n.ts), Thai and English, in the dialog's own chunk. */
type DialogTexts = PerKind<'title' | 'intro' | 'detailsPlaceholder' | 'thanksText'> & {
  reason: string;
  reasons: Record<Exclude<ReportReason, 'duplicate'>, string> & PerKind<'duplicate'>;
  reasonRequired: string;
  details: string;
  detailsHint: string;
  submit: string;
  cancel: string;
  close: string;
  thanksTitle: string;
  rateLimited: string;
  failed: string;
};

const th: DialogTexts = {
  title_job: 'รายงานประกาศงานนี้',
  title_company: 'รายงานบริษัทนี้',
  intro_job: 'ประกาศ "{{name}}" ดูน่าสงสัยหรือไม่เหมาะสม? แจ้งทีมงานเพื่อตรวจสอบ',
  intro_company: 'บริษัท "{{name}}" ดูน่าสงสัยหรือไม่เหมาะสม? แจ้งทีมงานเพื่อตรวจสอบ',
  reason: 'เหตุผลที่รายงาน',
  reasons: {
    scam: 'หลอกลวง / เรียกเก็บเงิน',
    fake_company: 'บริษัทปลอมหรือแอบอ้างชื่อบริษัทอื่น',
    misleading: 'ข้อมูลเป็นเท็จหรือทำให้เข้าใจผิด',
    discrimination: 'เลือกปฏิบัติ เช่น เพศ อายุ ศาสนา หรือเชื้อชาติ',
    offensive: 'ถ้อยคำหยาบคายหรือเนื้อหาไม่เหมาะสม',
    duplicate_job: 'ประกาศซ้ำ',
    duplicate_company: 'หน้าบริษัทซ้ำกับบริษัทอื่นบนเว็บไซต์',
    other: 'อื่น ๆ',
  },
  reasonRequired: 'กรุณาเลือกเหตุผลที่รายงาน',
  details: 'รายละเอียดเพิ่มเติม (ไม่บังคับ)',
  detailsPlaceholder_job: 'เช่น ให้โอนค่าอบรมหรือค่าชุดก่อนเริ่มงาน',
  detailsPlaceholder_company: 'เช่น ใช้ชื่อและโลโก้ของบริษัทอื่น หรือให้โอนเงินก่อนสัมภาษณ์',
  detailsHint: 'ไม่เกิน {{max}} ตัวอักษร ไม่ต้องใส่ข้อมูลส่วนตัวของคุณ',
  submit: 'ส่งรายงาน',
  cancel: 'ยกเลิก',
  close: 'ปิด',
  thanksTitle: 'ขอบคุณที่แจ้งให้เราทราบ',
  thanksText_job: 'ทีมงานจะตรวจสอบประกาศนี้และดำเนินการตามความเหมาะสม',
  thanksText_company: 'ทีมงานจะตรวจสอบบริษัทนี้และดำเนินการตามความเหมาะสม',
  rateLimited: 'คุณส่งรายงานหลายครั้งเกินไปในช่วงเวลาสั้น ๆ กรุณารอสักครู่แล้วลองใหม่',
  failed: 'ส่งรายงานไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
};

const enIntro =
  'Does "{{name}}" look suspicious or inappropriate? Let our team know and we will look into it.';

const en: DialogTexts = {
  title_job: 'Report this job',
  title_company: 'Report this company',
  intro_job: enIntro,
  intro_company: enIntro,
  reason: 'Why are you reporting it?',
  reasons: {
    scam: 'Scam / asks for money',
    fake_company: 'Fake company or pretending to be another company',
    misleading: 'False or misleading information',
    discrimination: 'Discrimination, e.g. by gender, age, religion or ethnicity',
    offensive: 'Offensive or inappropriate content',
    duplicate_job: 'Duplicate posting',
    duplicate_company: 'Duplicate of another company page on the site',
    other: 'Something else',
  },
  reasonRequired: 'Please choose a reason',
  details: 'More details (optional)',
  detailsPlaceholder_job: 'e.g. they asked me to pay a training or uniform fee before starting',
  detailsPlaceholder_company:
    "e.g. it uses another company's name and logo, or asked for money before an interview",
  detailsHint: 'Up to {{max}} characters. Please leave out your own personal details.',
  submit: 'Send report',
  cancel: 'Cancel',
  close: 'Close',
  thanksTitle: 'Thank you for letting us know',
  thanksText_job: 'Our team will review this job and take action where needed.',
  thanksText_company: 'Our team will review this company and take action where needed.',
  rateLimited: 'You have sent too many reports in a short time. Please wait a moment and try again.',
  failed: 'The report could not be sent. Please try again.',
};

export const reportDialogTexts = { th, en };
