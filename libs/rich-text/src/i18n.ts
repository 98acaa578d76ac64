import { addTranslations } from 'mf_shared_ui/platform';

/** The editor's own i18next namespace (Thai first): registered with the editor's chunk. */
export const RICH_TEXT_NS = 'richText';

const th = {
  bold: 'ตัวหนา',
  italic: 'ตัวเอียง',
  bulletList: 'รายการแบบจุด',
  numberedList: 'รายการแบบตัวเลข',
  underline: 'ขีดเส้นใต้',
  strike: 'ขีดฆ่า',
  heading: 'หัวข้อ',
  subheading: 'หัวข้อย่อย',
  blockquote: 'ข้อความอ้างอิง',
  code: 'โค้ด',
  link: 'แทรกลิงก์',
  linkPrompt: 'ใส่ลิงก์ (https://...)',
  linkInvalid: 'ใช้ได้เฉพาะลิงก์ที่ขึ้นต้นด้วย https://, http://, mailto: หรือ tel:',
  linkApply: 'ใส่ลิงก์',
  unlink: 'ลบลิงก์',
  clear: 'ล้างรูปแบบ',
  toolbar: 'เครื่องมือจัดรูปแบบ {{field}}',
  cancel: 'ยกเลิก',
};

const en: typeof th = {
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  underline: 'Underline',
  strike: 'Strikethrough',
  heading: 'Heading',
  subheading: 'Subheading',
  blockquote: 'Quote',
  code: 'Code',
  link: 'Insert link',
  linkPrompt: 'Link address (https://...)',
  linkInvalid: 'Only links that start with https://, http://, mailto: or tel: can be used',
  linkApply: 'Add link',
  unlink: 'Remove link',
  clear: 'Clear formatting',
  toolbar: '{{field}} formatting tools',
  cancel: 'Cancel',
};

export const richTextTexts = { th, en };

let registered = false;
/** Adds the namespace once (the editor's module calls it when it loads). */
export function registerRichTextTexts(): void {
  if (registered) return;
  registered = true;
  addTranslations(RICH_TEXT_NS, richTextTexts);
}
