import type { HireType, UnderstoodKind, WorkType } from '@jobportal/contracts';
import { PROVINCES } from '../../seed/data/provinces';
import { SENIORITY_WORDS } from './seniority-words';
import { getDefaultTaxonomy, type SearchTaxonomy } from './taxonomy';
import { isThaiWord, looseThaiKey } from './thai-spelling';
import { THAI_SPELLINGS } from './transliterations';
import { tokenize } from './text';

/**
 * Words and phrases the search understands as filters or boosts (see understand.ts): provinces (derived from the
 * province lookup rows plus the short forms people type), work modes, hire types and seniority. Each phrase is
 * stored by its tokens (the same tokeniser as the job text, so Thai is segmented alike) and by its letters without
 * spaces ("chiangmai" = "chiang mai", "fulltime" = "full-time").
 */
export interface LexiconEntry {
  kind: Exclude<UnderstoodKind, 'salary'>;
  value: string;
  /** only when "จังหวัด" / "จ." / "province" is next to it: the name is also a common word (เลย, ตาก, แพร่) */
  needsContext?: boolean;
}

/** Common names and short forms of provinces beyond the lookup's Thai and English names (Thai name -> forms). */
const PROVINCE_ALIASES: Record<string, string[]> = {
  กรุงเทพมหานคร: ['กทม', 'กรุงเทพ', 'bkk', 'bangkok', 'krungthep', 'กรุงเทพฯ'],
  สมุทรปราการ: ['ปากน้ำ', 'samutprakarn', 'บางนา'],
  นนทบุรี: ['นนท์'],
  ปทุมธานี: ['ปทุม', 'รังสิต', 'rangsit'],
  พระนครศรีอยุธยา: ['อยุธยา', 'ayutthaya', 'ayudhya'],
  ลพบุรี: ['lop buri'],
  ชลบุรี: ['ชลฯ', 'ศรีราชา', 'พัทยา', 'pattaya', 'sriracha', 'si racha', 'บางแสน'],
  ระยอง: ['มาบตาพุด'],
  นครราชสีมา: ['โคราช', 'korat', 'khorat'],
  ขอนแก่น: ['khonkaen'],
  อุดรธานี: ['อุดร', 'udon'],
  อุบลราชธานี: ['อุบล', 'ubon'],
  เชียงใหม่: ['cnx', 'เชียงใหม่'],
  สงขลา: ['หาดใหญ่', 'hat yai'],
  สุราษฎร์ธานี: ['สุราษฎร์', 'surat', 'เกาะสมุย', 'samui'],
  นครศรีธรรมราช: ['นครศรี'],
  ประจวบคีรีขันธ์: ['ประจวบ', 'หัวหิน', 'hua hin'],
  ภูเก็ต: ['phuket'],
};

/** Names that are also everyday words: understood only next to "จังหวัด" / "จ." / "province". */
const AMBIGUOUS = new Set(['เลย', 'ตาก', 'แพร่', 'น่าน', 'loei', 'tak', 'nan', 'trang', 'yala']);

const WORK_TYPE_FORMS: Record<WorkType, string[]> = {
  remote: [
    'remote',
    'remotely',
    'fully remote',
    'wfh',
    'work from home',
    'work from anywhere',
    'wfa',
    'ทำงานที่บ้าน',
    'ทำงานจากที่บ้าน',
    'ทำงานจากบ้าน',
    'ทำงานทางไกล',
    'ทำงานได้ทุกที่',
    'ไม่ต้องเข้าออฟฟิศ',
    'ไม่ต้องเข้าบริษัท',
    'ไม่เข้าออฟฟิศ',
    'รีโมท',
    'รีโมต',
  ],
  hybrid: ['hybrid', 'ไฮบริด', 'ไฮบริดจ์', 'ไฮบริจ'],
  onsite: [
    'onsite',
    'on-site',
    'on site',
    'ออนไซต์',
    'ออนไซท์',
    'เข้าออฟฟิศ',
    'ทำงานที่ออฟฟิศ',
    'ทำงานที่บริษัท',
    'ประจำออฟฟิศ',
    'in office',
  ],
};

const HIRE_TYPE_FORMS: Record<HireType, string[]> = {
  internship: [
    'intern',
    'interns',
    'internship',
    'trainee',
    'ฝึกงาน',
    'นักศึกษาฝึกงาน',
    'นักศึกษาฝึกงาน',
    'สหกิจ',
    'สหกิจศึกษา',
    'co-op',
  ],
  full_time: ['full time', 'full-time', 'fulltime', 'งานประจำ', 'พนักงานประจำ', 'เต็มเวลา', 'permanent'],
  part_time: [
    'part time',
    'part-time',
    'parttime',
    'พาร์ทไทม์',
    'พาร์ทไทม',
    'พาร์ตไทม์',
    'งานพาร์ทไทม์',
    'ไม่เต็มเวลา',
    'งานเสริม',
  ],
  contract: ['contract', 'contractor', 'สัญญาจ้าง', 'พนักงานสัญญาจ้าง', 'งานสัญญาจ้าง', 'outsource', 'เอาท์ซอร์ส'],
  freelance: ['freelance', 'freelancer', 'ฟรีแลนซ์', 'ฟรีแลนส์', 'ฟรีแลน', 'งานอิสระ'],
};

/** Seniority is a boost (job titles say it; the data has no seniority column): key -> forms. */
export const SENIORITY_FORMS: Record<string, string[]> = SENIORITY_WORDS;

/** Words that name nothing by themselves next to a place or in a search ("งาน react กทม", "จ.เชียงใหม่"). */
export const FILLER_TOKENS = new Set([
  'งาน',
  'หา',
  'หางาน',
  'สมัครงาน',
  'รับสมัคร',
  'ตำแหน่ง',
  'อยาก',
  'อยากได้',
  'ต้องการ',
  'ใน',
  'แถว',
  'ย่าน',
  'โซน',
  'จังหวัด',
  'จ',
  'province',
  'in',
  'at',
  'near',
  'job',
  'jobs',
]);

const CONTEXT_TOKENS = new Set(['จังหวัด', 'จ', 'province']);

export interface Lexicon {
  /** token key ("chiang mai", "ทำงาน ที่ บ้าน") or compact key ("chiangmai") -> entries */
  byKey: ReadonlyMap<string, LexiconEntry>;
  /** longest phrase in tokens */
  maxTokens: number;
  contextTokens: ReadonlySet<string>;
  /** skill and role phrases that hold a lexicon word but mean something else ("smart contract"): left to the text */
  protectedPhrases: ReadonlySet<string>;
}

export function createLexicon(taxonomy: SearchTaxonomy = getDefaultTaxonomy()): Lexicon {
  const byKey = new Map<string, LexiconEntry>();
  let maxTokens = 1;
  const add = (form: string, entry: LexiconEntry): void => {
    const tokens = tokenize(form);
    if (tokens.length === 0) return;
    maxTokens = Math.max(maxTokens, tokens.length);
    // a Thai form is also found by its loose key (tone marks, ็ and silent letters ignored: "ซีเนีย" = "ซีเนียร์")
    // (not for places: a place name without its tone mark is often an everyday word, น่าน -> นาน "long")
    const loose = entry.kind !== 'location' && isThaiWord(form) ? [looseThaiKey(form)] : [];
    for (const key of [tokens.join(' '), tokens.join(''), ...loose])
      if (key && !byKey.has(key))
        byKey.set(key, AMBIGUOUS.has(key) ? { ...entry, needsContext: true } : entry);
  };
  for (const [kind, table] of [
    ['workType', WORK_TYPE_FORMS],
    ['hireType', HIRE_TYPE_FORMS],
    ['seniority', SENIORITY_FORMS],
  ] as const)
    for (const [value, forms] of Object.entries(table)) for (const f of forms) add(f, { kind, value });
  // Thai spellings of seniority words (transliterations.ts: "ซีเนียร" -> senior)
  for (const [thai, en] of Object.entries(THAI_SPELLINGS)) {
    const level = Object.entries(SENIORITY_WORDS).find(([, forms]) => forms.includes(en));
    if (level) add(thai, { kind: 'seniority', value: level[0] });
  }
  for (const p of PROVINCES) {
    const entry: LexiconEntry = { kind: 'location', value: String(p.id) };
    for (const f of [p.name_th, p.name_en, ...(PROVINCE_ALIASES[p.name_th] ?? [])]) add(f, entry);
  }
  const protectedPhrases = new Set<string>();
  for (const form of [...taxonomy.skillByForm.keys(), ...taxonomy.roleByTerm.keys()]) {
    const t = tokenize(form);
    const key = t.join(' ');
    if (t.length < 2 || byKey.has(key)) continue;
    if (t.some((_, i) => t.slice(i).some((__, j) => byKey.has(t.slice(i, i + j + 1).join(' ')))))
      protectedPhrases.add(key);
  }
  return { byKey, maxTokens, contextTokens: CONTEXT_TOKENS, protectedPhrases };
}

let lexicon: Lexicon | undefined;
export function getLexicon(): Lexicon {
  lexicon ??= createLexicon();
  return lexicon;
}
