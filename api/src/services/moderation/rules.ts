/**
 * The automatic screening of new and edited job postings (issue 41): a pure function, no I/O. A posting with any
 * flag is held for staff review (services/moderation/holds.ts). The rules are tuned on api/eval/moderation (run
 * `npm run eval:moderation -w @jobportal/api`): a legitimate posting held is as bad as an abusive one let through,
 * so each rule looks where the abuse is (contacts and markup in the title, not in the description) and the phrase
 * rules know Thai and English negations ("ไม่มีค่าสมัคร", "no registration fee").
 */
import type { HireType, ModerationFlag } from '@jobportal/contracts';

/** The flags of this screening, in this order (MODERATION_FLAGS minus 'reported', which comes from reports). */
export type ScreenFlag = Exclude<ModerationFlag, 'reported'>;
const FLAG_ORDER: readonly ScreenFlag[] = [
  'markup',
  'contact_in_title',
  'header_injection',
  'scam_phrase',
  'salary_outlier',
  'posting_burst',
];

export interface ScreenedPosting {
  title: string;
  /** sanitised HTML (services/sanitize.ts): its text is screened, not its allowed tags */
  description_html: string;
  qualifications_html?: string;
  hire_type: HireType;
  salary_min: number | null;
  salary_max: number | null;
}

/** What the portal's own data says about a posting (services/moderation/context.ts). */
export interface ScreenContext {
  /** the company's other postings created in the last BURST.windowMinutes (0 for an edit) */
  recentPostingsByCompany: number;
  /** a verified company (staff checked its registration) has a higher burst limit */
  companyVerified: boolean;
  /**
   * The 90th percentile of salary_max of open jobs of the same hire type sharing a skill with this one, and how many
   * jobs it is taken over; null when the portal has no such data.
   */
  market: { p90: number; n: number } | null;
}

/**
 * Salary bounds (baht per month), docs/DECISIONS.md "Moderation: salary outliers":
 * - monthlyMinCeiling: a minimum above 500,000 is above every IT salary the portal lists (heads of engineering at
 *   the largest employers post 250-400k);
 * - monthlyMaxCeiling: a maximum above 1,000,000 is a bait number;
 * - fullTimeFloor: a full-time maximum below 9,000 is below the national minimum wage (330-400 baht a day x 26 days);
 * - marketFactor: a minimum above 3x the 90th percentile of comparable open jobs (at least marketMinSample of them).
 */
export const SALARY_BOUNDS = {
  monthlyMinCeiling: 500_000,
  monthlyMaxCeiling: 1_000_000,
  fullTimeFloor: 9_000,
  marketFactor: 3,
  marketMinSample: 20,
} as const;

/** Postings of one company within the window before this one that hold it: the 11th in 10 minutes (51st verified). */
export const BURST = { windowMinutes: 10, maxUnverified: 10, maxVerified: 50 } as const;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

/** The text of sanitised HTML (tags dropped, entities decoded): what a reader sees. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#')
        return String.fromCodePoint(
          e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
        );
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

// ------------------------------------------------------------------ markup

/** Script-like text anywhere (title, or the text of the description): never in a real job ad. */
const SCRIPT_LIKE = [
  /<\s*script\b/i,
  /<\s*iframe\b/i,
  /<\s*svg\b[^>]*\bon[a-z]+\s*=/i,
  /<\s*(img|body|video|audio|object|embed)\b[^>]*\bon[a-z]+\s*=/i,
  /\bon(load|error|click|mouseover|focus|submit)\s*=/i,
  /javascript\s*:\s*(alert|void|eval|document|window|fetch|prompt|confirm|location|\/\/|[a-z_$][\w$]*\s*\()/i,
  /data\s*:\s*text\/html/i,
];
/** Any HTML tag in a title (a title is plain text: "<b>", "</a>", "<img src=x>"); "<3 years" is not a tag. */
const TAG_IN_TITLE = /<\s*\/?\s*[a-z][a-z0-9-]*(\s[^<>]*)?\/?\s*>|<\s*(svg|img|script|iframe)\b/i;

function hasMarkup(title: string, text: string): boolean {
  return TAG_IN_TITLE.test(title) || SCRIPT_LIKE.some((r) => r.test(title) || r.test(text));
}

// ------------------------------------------------------------------ contacts in the title

const EMAIL = /[\w.+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+/i;
/** Thai numbers: mobiles 06/08/09x-xxx-xxxx, Bangkok 02-xxx-xxxx, provinces 0xx-xxx-xxx, +66 and 66 forms. */
const PHONES = [
  /(?<![\d,.])0[689]\d[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/,
  /(?<![\d,.])0[2-7][\s.-]?\d{3}[\s.-]?\d{3,4}(?!\d)/,
  /\+\s?66[\s.-]?\(?0?\)?[\s.-]?\d{1,2}[\s.-]?\d{3}[\s.-]?\d{3,4}(?!\d)/,
];
/** LINE ids: "line: x", "Line ID", "ไลน์ไอดี", "ไลน์: x", "แอดไลน์", "@handle" (not "Line Manager", "ไลน์ผลิต"). */
const LINE_IDS = [
  /\bline\s*[-_ ]?\s*id\b/i,
  /\bline\s*[:：=]\s*@?[\w.-]+/i,
  /\bline\s*@\s*[\w.-]+/i,
  /ไลน์\s*ไอดี/,
  /ไลน์\s*[:：=]/,
  /ไลน์\s*@/,
  /แอด\s*ไลน์/,
  /\bid\s*line\b/i,
];

/**
 * An "@handle" that looks like a LINE id: with a digit, a dot, a dash or an underscore, or naming line/id ("@jobs_99",
 * "@lineid"); "Engineer @KBTG" and "@ LINE" (companies) are not.
 */
function hasHandle(title: string): boolean {
  for (const m of title.matchAll(/(?<![\w.@])@([a-z0-9][a-z0-9._-]{2,})(?![\w@])/gi)) {
    if (/[\d._-]|line.|id$/i.test(m[1])) return true;
  }
  return false;
}

function hasContact(title: string): boolean {
  return (
    EMAIL.test(title) ||
    PHONES.some((r) => r.test(title)) ||
    LINE_IDS.some((r) => r.test(title)) ||
    hasHandle(title)
  );
}

// ------------------------------------------------------------------ header injection

const HEADER_INJECTION = [/[\r\n]/, /\b(bcc|cc|to|from|reply-to|content-type)\s*:\s*\S+@/i, /\bb?cc\s*:/i];

function hasHeaderInjection(title: string): boolean {
  return HEADER_INJECTION.some((r) => r.test(title));
}

// ------------------------------------------------------------------ scam phrases

/**
 * A phrase is a scam sign unless negated just before it ("ไม่มีค่าสมัคร", "ไม่เก็บค่าประกัน", "no registration
 * fee", "never ask for a deposit"): legitimate ads often say they charge nothing.
 */
const NEGATIONS = [
  /(ไม่|ไม่มี|ไม่ต้อง|ไม่เก็บ|ไม่เรียกเก็บ|ไม่ต้องเสีย|ไม่เสีย|ไม่ต้องจ่าย|ไม่มีการ(เรียก)?เก็บ|ฟรี|ยกเว้น|ไม่มีการ)\s*(การ)?\s*$/,
  /\b(no|never|not|without|zero|free of|don't|do not|won't|will not|nor)\b(\s+(any|a|an|the|charge|charges|charging|ask|asks|asking|for|require|requires|requiring|pay|paying|need|needs|collect|collects|take|takes|hidden|us|you|candidates|applicants|money|of))*\s*$/i,
];
/** Phrases a scam needs; each tested against the negation window before it. */
const SCAM_PHRASES: RegExp[] = [
  // upfront fees (Thai)
  /ค่าสมัคร(งาน)?/g,
  /ค่าลงทะเบียน/g,
  /ค่าประกัน(ชุด|อุปกรณ์|งาน|เครื่อง)/g,
  /ค่ามัดจำ(ชุด|อุปกรณ์|งาน|เครื่อง|บัตร)?/g,
  /โอน(เงิน)?ก่อน/g,
  /ค่าอบรมก่อน(เริ่ม)?(งาน)?/g,
  /(จ่าย|ชำระ|เสีย|โอน)\s*ค่า(อบรม|คอร์ส|เทรนนิ่ง|ชุด|เอกสาร|ดำเนินการ)/g,
  /ค่าดำเนินการ(ก่อน|\s*\d)/g,
  // upfront fees (English)
  /\b(registration|application|processing|onboarding|joining|training|starter kit|membership)\s+fees?\b/gi,
  /\b(security\s+)?deposits?\s+(is\s+)?(required|needed|of\s+\d|first)\b/gi,
  /\bpay\s+(for\s+)?(the\s+|your\s+)?(training|course|kit|uniform|registration)\b/gi,
  /\bupfront\s+(fee|payment|cost)s?\b/gi,
  /\b(wire|transfer|send)\s+(the\s+|us\s+)?(money|payment|fee)\s+(first|before)\b/gi,
  /\b(western union|gift\s*cards?|itunes cards?)\b/gi,
  // easy money (Thai)
  /รายได้(ดี|สูง)?\s*(วันละ|ต่อวัน|หลักหมื่นต่อสัปดาห์|หลักแสนต่อเดือน)\s*[\d,]*/g,
  /งานออนไลน์.{0,12}ทำ(งาน)?ที่บ้าน/g,
  /ทำที่บ้าน.{0,16}รายได้(ดี|สูง|วันละ)/g,
  /(กดไลค์|กดไลก์|กดติดตาม|ดูคลิป|รีวิวสินค้า)\s*.{0,10}(ได้เงิน|รับเงิน|รายได้)/g,
  /(ได้เงิน|รับเงิน)(ทุกวัน|รายวัน)\s*.{0,10}(ผ่านมือถือ|ทำผ่านมือถือ)/g,
  /ทำงานผ่านมือถือ\s*.{0,16}(รายได้|ได้เงิน)/g,
  /(หาดาวน์ไลน์|ดาวน์ไลน์|ธุรกิจเครือข่าย|แชร์ลูกโซ่)/g,
  // easy money (English)
  /\beasy\s+money\b/gi,
  /\bearn\s+(up\s+to\s+)?[$฿]?\s?[\d,]+\s*(baht|thb|usd|\$)?\s*(per|a|\/)\s*(day|hour)\b.{0,40}\b(no experience|from home|simple|easy)\b/gi,
  /\b(get rich|be your own boss|financial freedom|passive income)\b/gi,
  /\b(like|click)\s+(posts|videos|ads)\s+(and|to)\s+earn\b/gi,
  /\b(downline|mlm|multi-level marketing|pyramid)\b/gi,
  // crypto / forex / investment recruitment
  /(เทรด|ลงทุน)\s*(forex|ฟอเร็กซ์|คริปโต|crypto|ทองคำออนไลน์|หุ้นออนไลน์)/gi,
  /(forex|ฟอเร็กซ์|คริปโต|crypto|bitcoin|บิทคอยน์)\s*.{0,12}(ลงทุน|ผลตอบแทน|ปันผล|กำไร)/gi,
  /ผลตอบแทน\s*\d+\s*%\s*(ต่อ|\/)\s*(วัน|สัปดาห์|เดือน)/g,
  /\b(guaranteed|daily|weekly)\s+(returns?|profits?)\b/gi,
  /\b\d+\s*%\s*(daily|weekly|monthly)\s+(returns?|profits?)\b/gi,
  /\b(recruit|invite)\w*\s+(new\s+)?investors\b/gi,
  /\b(forex|crypto)\s+(trading\s+)?(investment\s+)?(recruit|agent|signal|investor)s?\b/gi,
  // gambling
  /(บาคาร่า|บาคารา|คาสิโนออนไลน์|เว็บพนัน|พนันออนไลน์|แทงบอล|เว็บบอล|สล็อตออนไลน์|เว็บสล็อต|หวยออนไลน์|ยิงปลา)/g,
  /\b(baccarat|online casino|casino online|sports betting|betting site|ufabet|pg ?slot|slot ?online|online slots?)\b/gi,
];

function negated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 30), index);
  return NEGATIONS.some((r) => r.test(before));
}

function hasScamPhrase(text: string): boolean {
  for (const phrase of SCAM_PHRASES) {
    phrase.lastIndex = 0;
    for (const m of text.matchAll(phrase)) {
      if (!negated(text, m.index)) return true;
    }
  }
  return false;
}

// ------------------------------------------------------------------ salaries

function isSalaryOutlier(p: ScreenedPosting, market: ScreenContext['market']): boolean {
  const min = p.salary_min;
  const max = p.salary_max;
  if (min !== null && min > SALARY_BOUNDS.monthlyMinCeiling) return true;
  if (max !== null && max > SALARY_BOUNDS.monthlyMaxCeiling) return true;
  const top = max ?? min;
  if (p.hire_type === 'full_time' && top !== null && top > 0 && top < SALARY_BOUNDS.fullTimeFloor)
    return true;
  if (
    market &&
    market.n >= SALARY_BOUNDS.marketMinSample &&
    min !== null &&
    min > SALARY_BOUNDS.marketFactor * market.p90
  )
    return true;
  return false;
}

// ------------------------------------------------------------------ the screening

/** The flags of a posting (stable codes, FLAG_ORDER), empty when it may go live. */
export function screenPosting(posting: ScreenedPosting, context: ScreenContext): { flags: ScreenFlag[] } {
  const title = posting.title;
  const text = `${textOf(posting.description_html)}\n${textOf(posting.qualifications_html ?? '')}`;
  const found = new Set<ScreenFlag>();
  if (hasMarkup(title, text)) found.add('markup');
  if (hasContact(title)) found.add('contact_in_title');
  if (hasHeaderInjection(title)) found.add('header_injection');
  if (hasScamPhrase(title) || hasScamPhrase(text)) found.add('scam_phrase');
  if (isSalaryOutlier(posting, context.market)) found.add('salary_outlier');
  const burstMax = context.companyVerified ? BURST.maxVerified : BURST.maxUnverified;
  if (context.recentPostingsByCompany >= burstMax) found.add('posting_burst');
  return { flags: FLAG_ORDER.filter((f) => found.has(f)) };
}
