/**
 * Message templates (issue 43): the placeholders, the one renderer and the built-in texts. The employer's editor
 * previews with the same function the API sends with, so a preview and the message sent never differ. Plain
 * constants and functions like ./bounds: importable alone as `@jobportal/contracts/templates` (no schema library).
 */

/** What a template may say; the recruiter's name signs a message. */
export const TEMPLATE_PLACEHOLDERS = ['candidate_name', 'job_title', 'company', 'recruiter_name'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Record<TemplatePlaceholder, string>;

export const TEMPLATE_KINDS = ['invite', 'reject', 'offer', 'other'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_LIMITS = {
  nameMax: 100,
  bodyMax: 5000,
  /** templates per company */
  perCompanyMax: 100,
} as const;

/** "Invite to apply" (its optional message is plain text, shown to the candidate in the portal only). */
export const INVITATION_LIMITS = {
  messageMax: 2000,
  /** invitations one company may send in 24 hours (429 RATE_LIMITED) */
  perCompanyPerDay: 200,
} as const;

/**
 * `{name}` with letters, digits or `_` (Thai letters too, so `{ชื่อ}` is caught as unknown rather than sent as is).
 * Braces around anything else (`{ 1, 2 }`, a lone `{`) are plain text.
 */
const PLACEHOLDER = /\{\s*([\p{L}\p{M}\p{N}_]+)\s*\}/gu;

const isKnown = (name: string): name is TemplatePlaceholder =>
  (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders of `text` that are not TEMPLATE_PLACEHOLDERS (each once, in order): a save refuses them. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER)) if (!isKnown(m[1])) unknown.add(m[1]);
  return [...unknown];
}

/**
 * The text with each known placeholder replaced by its value in one pass: a value that itself looks like a
 * placeholder (a candidate called "{company}") is never expanded again. Unknown placeholders stay as written
 * (saving refuses them, so only an unchecked text can carry one).
 */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isKnown(name) ? values[name] : whole));
}

export type TemplateLocale = 'th' | 'en';

/**
 * The body a candidate gets: the one of their language, else the other (a template may have one language only).
 */
export function bodyFor(locale: TemplateLocale, bodies: { body_th: string; body_en: string }): string {
  const own = locale === 'en' ? bodies.body_en : bodies.body_th;
  const other = locale === 'en' ? bodies.body_th : bodies.body_en;
  return own.trim() ? own : other;
}

export interface BuiltInTemplate {
  kind: Exclude<TemplateKind, 'other'>;
  name_th: string;
  name_en: string;
  body_th: string;
  body_en: string;
}

/**
 * The portal's own texts, shown to every company to copy into its templates (never stored per company): a company
 * starts with something polite to edit rather than an empty page.
 */
export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  {
    kind: 'invite',
    name_th: 'เชิญสัมภาษณ์',
    name_en: 'Interview invitation',
    body_th:
      'เรียน คุณ{candidate_name}\n\nขอบคุณที่สนใจตำแหน่ง {job_title} กับ {company} เราประทับใจในประวัติของคุณและขอเชิญคุณมาสัมภาษณ์ ทีมงานจะติดต่อเพื่อนัดวันและเวลาที่สะดวกเร็ว ๆ นี้\n\nขอแสดงความนับถือ\n{recruiter_name}\n{company}',
    body_en:
      'Dear {candidate_name},\n\nThank you for your interest in the {job_title} position at {company}. We were impressed by your profile and would like to invite you to an interview. We will be in touch shortly to find a time that suits you.\n\nKind regards,\n{recruiter_name}\n{company}',
  },
  {
    kind: 'reject',
    name_th: 'แจ้งผลไม่ผ่านการคัดเลือก',
    name_en: 'Not selected',
    body_th:
      'เรียน คุณ{candidate_name}\n\nขอบคุณที่สมัครตำแหน่ง {job_title} กับ {company} และสละเวลาให้กับกระบวนการคัดเลือกของเรา หลังจากพิจารณาอย่างรอบคอบ เราขอแจ้งว่าครั้งนี้เราตัดสินใจพิจารณาผู้สมัครท่านอื่นที่ตรงกับความต้องการของตำแหน่งมากกว่า\n\nขออวยพรให้คุณประสบความสำเร็จในการหางาน และหวังว่าจะมีโอกาสได้ร่วมงานกันในอนาคต\n\nขอแสดงความนับถือ\n{recruiter_name}\n{company}',
    body_en:
      'Dear {candidate_name},\n\nThank you for applying for the {job_title} position at {company} and for the time you gave to our process. After careful consideration, we have decided to move forward with other candidates whose experience more closely matches this role.\n\nWe wish you every success in your search and hope our paths cross again.\n\nKind regards,\n{recruiter_name}\n{company}',
  },
  {
    kind: 'offer',
    name_th: 'ยื่นข้อเสนองาน',
    name_en: 'Job offer',
    body_th:
      'เรียน คุณ{candidate_name}\n\nยินดีด้วย! {company} มีความยินดีขอเสนองานในตำแหน่ง {job_title} ให้กับคุณ ทีมงานจะส่งรายละเอียดข้อเสนอให้คุณพิจารณา หากมีข้อสงสัยสามารถตอบกลับข้อความนี้ได้เลย\n\nขอแสดงความนับถือ\n{recruiter_name}\n{company}',
    body_en:
      'Dear {candidate_name},\n\nCongratulations! {company} is pleased to offer you the {job_title} position. We will send you the details of the offer to review; if you have any questions, simply reply to this message.\n\nKind regards,\n{recruiter_name}\n{company}',
  },
];
