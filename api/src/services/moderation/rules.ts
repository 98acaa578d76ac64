/**
 * The automatic screening of new and edited job postings (issue 41): a pure function, no I/O. A posting with any
 * flag is held for staff review (services/moderation/holds.ts). The rules are tuned on api/eval/moderation/postings.ts
 * and were measured blind on api/eval/moderation/heldout.ts (run `npm run eval:moderation -w @jobportal/api [-- --set
 * heldout]`; see api/eval/moderation/README.md): a legitimate posting held is as bad as an abusive one let through,
 * so each rule looks where the abuse is (contacts and markup in the title, not in the description) and the phrase
 * rules know Thai and English negations ("ไม่มีค่าสมัคร", "no registration fee"). Text is normalised first (full-width
 * and Thai digits, zero-width characters, entities in the title), so look-alikes meet the same rules.
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
 * - marketFactor: a minimum above 3x the 90th percentile of comparable open jobs (at least marketMinSample of them);
 * - internshipMinCeiling: without market data, an internship minimum above 100,000 is bait (Thai IT internships pay
 *   0-50,000 a month).
 * A monthly salary stated in the description is held to monthlyMinCeiling too.
 */
export const SALARY_BOUNDS = {
  monthlyMinCeiling: 500_000,
  monthlyMaxCeiling: 1_000_000,
  fullTimeFloor: 9_000,
  marketFactor: 3,
  marketMinSample: 20,
  internshipMinCeiling: 100_000,
} as const;

/** Postings of one company within the window before this one that hold it: the 11th in 10 minutes (51st verified). */
export const BURST = { windowMinutes: 10, maxUnverified: 10, maxVerified: 50 } as const;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** The text of sanitised HTML (tags dropped, entities decoded): what a reader sees. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a reader (or a mail client) would take the text to be, so that look-alikes hit the same rules: full-width ASCII
 * ("０８１", "＜script＞", "＠") and Thai digits ("๐๘๑") as ASCII, zero-width characters and soft hyphens dropped.
 * (Not NFKC: that splits Thai SARA AM, "ทำ" would no longer match.)
 */
export function normalise(s: string): string {
  return s
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/[\u0E50-\u0E59]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x0e50 + 0x30))
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '');
}

/** A title as shown (entities decoded: "&lt;script&gt;" is a script tag to a moderator), normalised. */
function titleOf(title: string): string {
  return normalise(decodeEntities(title));
}

// ------------------------------------------------------------------ markup

/** Script-like text anywhere (title, or the text of the description): never in a real job ad. */
const SCRIPT_LIKE = [
  // a script element with a source, a body or code; "<script setup>" (Vue) named as a skill is not
  /<\s*script\b[^>]*\bsrc\s*=/i,
  /<\s*script\b[^>]*>[^<]{0,200}<\s*\/\s*script/i,
  /<\s*script\b[^>]*>\s*(alert|prompt|confirm|eval|document|window|fetch|location|[a-z_$][\w$.]*\s*\()/i,
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
/**
 * Spelt-out addresses: "name [at] gmail dot com", "hr(at)example.co.th", "hr แอท gmail ดอท com". A bracketed "at"
 * may take a real dot; a bare " at " needs a spelt-out dot too ("Engineer at agoda.com" is not an address).
 */
const SPELT_EMAILS = [
  /[\w.+-]+\s*[[({<]\s*(at|แอท)\s*[\])}>]\s*[a-z0-9-]+(\s*([[({<]\s*(dot|ดอท)\s*[\])}>]|\s(dot|ดอท)\s|\.)\s*[a-z0-9-]+)+/i,
  /[\w.+-]+\s+(at|แอท)\s+[a-z0-9-]+(\s+(dot|ดอท)\s+[a-z0-9-]+)+/i,
];
/** Thai numbers: mobiles 06/08/09x-xxx-xxxx, Bangkok 02-xxx-xxxx, provinces 0xx-xxx-xxx, +66 and 66 forms. */
const PHONES = [
  /(?<!\d)(?<!\d[,.])0[689]\d[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/,
  /(?<!\d)(?<!\d[,.])0[2-7][\s.-]?\d{3}[\s.-]?\d{3,4}(?!\d)/,
  /\+\s?66[\s.-]?\(?0?\)?[\s.-]?\d{1,2}[\s.-]?\d{3}[\s.-]?\d{3,4}(?!\d)/,
];
/**
 * A Thai number however it is split: digit groups joined by single spaces, dots, dashes or brackets ("0 8 1 2 3 4 5 6
 * 7 8", "0-2987-6543", "089 999 8888") whose digits, or the digits of a run of consecutive groups, are a mobile
 * (0[689] + 8), a landline (0[2-7] + 7) or either with 66 for the 0. A run after "12," or "1." is the tail of an amount.
 */
const PHONE_DIGITS = /^(0|66)([689]\d{8}|[2-7]\d{7})$/;

function hasSplitPhone(title: string): boolean {
  for (const m of title.matchAll(/\d(?:\s?[.()-]?\s?\d)+/g)) {
    const before = title.slice(Math.max(0, m.index - 2), m.index);
    if (/\d[,.]$/.test(before)) continue;
    const groups = m[0].split(/\D+/);
    for (let i = 0; i < groups.length; i++) {
      let digits = '';
      for (let j = i; j < groups.length && digits.length <= 11; j++) {
        digits += groups[j];
        if (PHONE_DIGITS.test(digits)) return true;
      }
    }
  }
  return false;
}

/**
 * LINE ids: "line: x", "Line ID", "ไลน์ไอดี"/"ไอดีไลน์", "ไลน์: x", "แอดไลน์"/"ทักไลน์", line.me / lin.ee links, "@handle"
 * (not "Line Manager", "ไลน์ผลิต").
 */
const LINE_IDS = [
  /\bline\s*[-_ ]?\s*id\b/i,
  /(ไอดี|\bid)\s*(ไลน์|line\b)/i,
  /ไลน์\s*(id\b|ไอดี)/i,
  /(ทัก|add\b)\s*(ไลน์|line\b)/i,
  /\b(line\.me|lin\.ee)\//i,
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
    SPELT_EMAILS.some((r) => r.test(title)) ||
    PHONES.some((r) => r.test(title)) ||
    hasSplitPhone(title) ||
    LINE_IDS.some((r) => r.test(title)) ||
    hasHandle(title)
  );
}

// ------------------------------------------------------------------ header injection

const HEADER_INJECTION = [/[\r\n]/, /\b(bcc|cc|to|from|reply-to|content-type)\s*:\s*\S+@/i, /\bb?cc\s*:/i];

/**
 * Line breaks however they are written: URL-encoded ("%0d%0a", twice: "%250a"), as escapes ("\\r\\n" typed as text),
 * or Unicode line/paragraph separators; other %XX are decoded too ("%20", "%3a").
 */
function lineBreaksOf(title: string): string {
  let s = title;
  for (let i = 0; i < 2; i++)
    s = s.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return s.replace(/\\[rn]/gi, '\n').replace(/[\u0085\u2028\u2029]/g, '\n');
}

function hasHeaderInjection(title: string): boolean {
  const decoded = lineBreaksOf(title);
  return HEADER_INJECTION.some((r) => r.test(title) || r.test(decoded));
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
  // deposits and guarantees, with or without "ค่า": "มัดจำอุปกรณ์", "วางเงินค้ำประกัน", "ค่าประกันบัญชี"
  // (not "ชำระเงินมัดจำ" alone: rental and pre-order systems take deposits from their customers)
  /(ค่า|เงิน)?มัดจำ\s*(อุปกรณ์|เครื่องมือ|ชุด|บัตร|โน้ตบุ๊ก|โน๊ตบุ๊ค|คอม|แล็ปท็อป|เข้าทำงาน)/g,
  /(เงิน|ค่า)(ค้ำ)?ประกัน\s*(การ)?(ทำงาน|เข้าทำงาน|บัญชี|ความเสียหาย|ตำแหน่ง)/g,
  // entry fees: "ค่าเปิดยูสเซอร์", "ค่าแรกเข้า", "สมัครสมาชิก 1,500 บาท"
  /ค่า(เปิด|ปลดล็อก|ปลดล็อค)\s*(ยูส|user|บัญชี|ระบบ|รหัส|ไอดี|id)/gi,
  /ค่าแรกเข้า/g,
  /(สมัคร|ค่า)สมาชิก\s*[\d,]+\s*บาท/g,
  // paying before starting, and who pays: "ชำระก่อนเข้าอบรม", "ผู้สมัครต้องจ่าย", "ก่อนเริ่มงานต้องวางเงิน"
  // (the verbs are whole: "วางแผน", "เสียสละ", "จ่ายงาน" are not payments; "ชำระเงินก่อนรับสินค้า" is a shop's checkout)
  /(ชำระ|จ่าย|โอน)\s*(เงิน)?\s*ก่อน\s*(เข้าทำงาน|เริ่มงาน|เริ่มทำงาน|รับงาน|สัมภาษณ์|เข้าอบรม|เริ่มอบรม|ทำงาน)/g,
  /(ผู้สมัคร|ผู้ผ่านการคัดเลือก|พนักงานใหม่|ผู้ที่ผ่าน\S{0,12})\s*(ทุกคน)?\s*(จะ)?ต้อง\s*(ชำระ|โอนเงิน|โอนค่า|จ่ายเงิน|จ่ายค่า|เสียเงิน|เสียค่า|วางเงิน|วางมัดจำ|ซื้อ|เติมเงิน)/g,
  /ก่อน(เริ่ม|เข้า|รับ)(งาน|ทำงาน|อบรม)\s*(จะ)?ต้อง\s*(ชำระ|โอนเงิน|โอนค่า|จ่ายเงิน|จ่ายค่า|เสียเงิน|เสียค่า|วางเงิน|วางมัดจำ|ซื้อ|เติมเงิน)/g,
  // an investment as the way in: "ลงทุนเริ่มต้นเพียง 990 บาท" (not a startup's "เงินลงทุนเริ่มต้น 50 ล้านบาท")
  /(?<!เงิน)ลงทุน\s*(เริ่มต้น|แรกเข้า|ขั้นต่ำ|ครั้งแรก)\s*(เพียง|แค่|เริ่ม|ที่|ราว)?\s*[\d,]+\s*(บาท|฿)/g,
  // upfront fees (English)
  /\b(registration|application|processing|onboarding|joining|training|starter kit|membership)\s+fees?\b/gi,
  /\b(security\s+)?deposits?\s+(is\s+)?(required|needed|of\s+\d|first)\b/gi,
  /\bpay\s+(for\s+)?(the\s+|your\s+)?(training|course|kit|uniform|registration)\b/gi,
  /\b(buy|purchase)\s+(the\s+|a\s+|your\s+|our\s+)?(own\s+)?(starter\s+kit|kit|uniform)s?\b/gi,
  /\b(you|candidates?|applicants?|new\s+(hires|staff|employees)|workers?)\s+(will\s+)?(must|need\s+to|needs\s+to|have\s+to|has\s+to|are\s+required\s+to|is\s+required\s+to|should)\s+(first\s+)?(pay(?!\s+(close\s+)?attention)|buy(?!\s+into|-in)|purchase|deposit|transfer\s+(money|funds|a\s+fee|the\s+fee|\d|฿)|top\s+up)\b/gi,
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
  /รายได้\s*(แบบ)?\s*(passive|พาสซีฟ|อัตโนมัติ|หลักหมื่น|หลักแสน|สูงมาก)/gi,
  /วันละ\s*[1-3]\s*(-\s*[1-4]\s*)?(ชั่วโมง|ชม\.?).{0,40}(รายได้|ได้เงิน|รับเงิน)/g,
  // (not a referral bonus: "ชวนเพื่อนมาสมัครงาน ได้เงินรางวัล")
  /ยิ่งชวน.{0,20}ยิ่ง(ได้|รวย|รับ)/g,
  /ชวน\s*(เพื่อน|คน)?\s*(เข้าทีม|เป็นสมาชิก|สมัครสมาชิก|เป็นดาวน์)/g,
  /สร้างทีม.{0,20}(รายได้|ได้เงิน|passive)/gi,
  // easy money (English)
  /\beasy\s+money\b/gi,
  /\bearn\s+(up\s+to\s+)?[$฿]?\s?[\d,]+\s*(baht|thb|usd|\$)?\s*(per|a|\/)\s*(day|hour)\b.{0,40}\b(no experience|from home|simple|easy)\b/gi,
  /\b(get rich|be your own boss|financial freedom|passive income)\b/gi,
  /\b(like|click)\s+(posts|videos|ads)\s+(and|to)\s+earn\b/gi,
  /\b(downline|mlm|multi-level marketing|network marketing|pyramid)\b/gi,
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

/**
 * A monthly salary stated in the text ("เงินเดือนเริ่มต้น 850,000 บาท", "Salary: 900k") when the form's fields carry
 * none or another: the bait is then in the text. Yearly figures ("1,200,000 ต่อปี", "per year") are not monthly.
 */
function textSalaries(text: string): number[] {
  const found: number[] = [];
  const re =
    /(เงินเดือน|salary)\s*(เริ่มต้น|ขั้นต้น|starting|starts|from|ประมาณ|up\s+to|สูงสุด|ถึง|is|of|range)?\s*(at\s+)?[:：]?\s*(฿|thb|บาท)?\s*(\d{1,3}(,\d{3})+|\d{4,})(\s*k\b)?/gi;
  for (const m of text.matchAll(re)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
    if (/^\s*(-\s*[\d,]+\s*)?(บาท|thb|baht|฿)?\s*(\/|ต่อ|per|a|ปีละ)?\s*(ปี|year|annum|yr)/i.test(after))
      continue;
    if (/ปีละ|annual|yearly|per\s+year|p\.a\./i.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    const n = Number(m[5].replace(/,/g, '')) * (m[7] ? 1000 : 1);
    found.push(n);
  }
  return found;
}

function isSalaryOutlier(p: ScreenedPosting, text: string, market: ScreenContext['market']): boolean {
  const min = p.salary_min;
  const max = p.salary_max;
  if (min !== null && min > SALARY_BOUNDS.monthlyMinCeiling) return true;
  if (textSalaries(text).some((n) => n > SALARY_BOUNDS.monthlyMinCeiling)) return true;
  if (p.hire_type === 'internship' && min !== null && min > SALARY_BOUNDS.internshipMinCeiling) return true;
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
  const title = titleOf(posting.title);
  const text = normalise(`${textOf(posting.description_html)}\n${textOf(posting.qualifications_html ?? '')}`);
  const found = new Set<ScreenFlag>();
  if (hasMarkup(title, text)) found.add('markup');
  if (hasContact(title)) found.add('contact_in_title');
  if (hasHeaderInjection(title)) found.add('header_injection');
  if (hasScamPhrase(title) || hasScamPhrase(text)) found.add('scam_phrase');
  if (isSalaryOutlier(posting, text, context.market)) found.add('salary_outlier');
  const burstMax = context.companyVerified ? BURST.maxVerified : BURST.maxUnverified;
  if (context.recentPostingsByCompany >= burstMax) found.add('posting_burst');
  return { flags: FLAG_ORDER.filter((f) => found.has(f)) };
}
