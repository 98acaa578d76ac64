import { addTranslations } from 'mf_shared_ui/platform';

/**
 * The CV made from the profile (issue 44): the profile page's "Download CV" card and the apply dialog's choice. A
 * namespace of its own, in the chunks of those two screens only.
 */
export const CV_NS = 'candidateCv';

const th = {
  cardTitle: 'ประวัติย่อ (CV) จากโปรไฟล์',
  cardText: 'สร้างไฟล์ PDF ขนาด A4 จากข้อมูลในโปรไฟล์ของคุณ พร้อมพิมพ์หรือแนบไปกับใบสมัคร',
  template: 'รูปแบบ',
  templates: { classic: 'คลาสสิก (หนึ่งคอลัมน์)', modern: 'โมเดิร์น (มีแถบข้าง)' },
  language: 'ภาษาของ CV',
  languages: { th: 'ภาษาไทย', en: 'English' },
  download: 'ดาวน์โหลด CV (PDF)',
  downloadFailed: 'สร้าง CV ไม่สำเร็จ กรุณากรอกชื่อในโปรไฟล์แล้วลองอีกครั้ง',
  applyChoice: 'CV ที่สร้างจากโปรไฟล์ของฉัน (PDF)',
  applyHint: 'ระบบจะสร้าง CV จากโปรไฟล์ล่าสุดของคุณและแนบไปกับใบสมัครนี้',
};

const en: typeof th = {
  cardTitle: 'CV from your profile',
  cardText: 'Make an A4 PDF from your profile, ready to print or attach to an application',
  template: 'Layout',
  templates: { classic: 'Classic (one column)', modern: 'Modern (side column)' },
  language: 'CV language',
  languages: { th: 'ภาษาไทย (Thai)', en: 'English' },
  download: 'Download CV (PDF)',
  downloadFailed: 'Could not make the CV. Please add your name to the profile and try again',
  applyChoice: 'CV made from my profile (PDF)',
  applyHint: 'Your CV is made from your current profile and attached to this application',
};

addTranslations(CV_NS, { th, en });
