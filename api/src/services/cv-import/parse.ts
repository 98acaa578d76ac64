/**
 * A CV's lines -> a draft of the profile's own fields. Offline and rule based: section headings in Thai and English,
 * date ranges of both languages (dates.ts), e-mail and Thai phone formats, skills matched against the skills
 * taxonomy the search uses (slugs, names, Thai names, aliases; longest phrase first). Nothing here is stored.
 */
import type { CandidateSkill, Education, WorkExperience } from '@jobportal/contracts';
import { CANDIDATE_LIMITS } from '@jobportal/contracts';
import { ROLE_GROUPS } from '../../seed/data/roles';
import { getDefaultTaxonomy, type SearchTaxonomy } from '../search/taxonomy';
import { normalize, tokenize } from '../search/text';
import { arabicDigits, findDateRange, gregorianYear, yearMonth, type DateRange } from './dates';

export interface CvDraft {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
  headline: string;
  about: string;
  skills: CandidateSkill[];
  experiences: WorkExperience[];
  educations: Education[];
  /** words of the skills section that name no skill of the list (shown, never saved) */
  other_skills: string[];
}

type Section = 'summary' | 'experience' | 'education' | 'skills' | 'personal' | 'other';

/** Heading words per section, compared after lower-casing and dropping spaces and punctuation. */
const HEADINGS: Record<Section, string[]> = {
  experience: [
    'ประสบการณ์ทำงาน',
    'ประสบการณ์การทำงาน',
    'ประสบการณ์',
    'ประวัติการทำงาน',
    'ประวัติการทํางาน',
    'การทำงาน',
    'workexperience',
    'experience',
    'experiences',
    'professionalexperience',
    'employmenthistory',
    'employment',
    'workhistory',
    'careerhistory',
    'relevantexperience',
    'workexperiences',
  ],
  education: [
    'การศึกษา',
    'ประวัติการศึกษา',
    'วุฒิการศึกษา',
    'education',
    'educationalbackground',
    'academicbackground',
    'academicqualifications',
    'educationbackground',
    'qualifications',
    'education&training',
  ],
  skills: [
    'ทักษะ',
    'ทักษะความสามารถ',
    'ทักษะและความสามารถ',
    'ความสามารถ',
    'ความสามารถพิเศษ',
    'ทักษะทางเทคนิค',
    'ทักษะด้านเทคนิค',
    'skills',
    'skill',
    'technicalskills',
    'keyskills',
    'coreskills',
    'skillset',
    'competencies',
    'corecompetencies',
    'technologies',
    'techstack',
    'tools&technologies',
    'toolsandtechnologies',
    'skills&tools',
  ],
  summary: [
    'สรุป',
    'สรุปประวัติ',
    'เกี่ยวกับฉัน',
    'เกี่ยวกับตัวฉัน',
    'วัตถุประสงค์',
    'จุดมุ่งหมายในการทำงาน',
    'ข้อมูลโดยย่อ',
    'แนะนำตัว',
    'summary',
    'professionalsummary',
    'profile',
    'profilesummary',
    'aboutme',
    'about',
    'objective',
    'careerobjective',
    'careersummary',
  ],
  personal: [
    'ข้อมูลส่วนตัว',
    'ข้อมูลติดต่อ',
    'ติดต่อ',
    'ช่องทางติดต่อ',
    'personalinformation',
    'personaldetails',
    'personalinfo',
    'contact',
    'contactinformation',
    'contactdetails',
    'contacts',
  ],
  other: [
    'ภาษา',
    'ทักษะด้านภาษา',
    'languages',
    'language',
    'languageskills',
    'ใบรับรอง',
    'ใบประกาศนียบัตร',
    'certifications',
    'certificates',
    'certification',
    'โครงการ',
    'ผลงาน',
    'projects',
    'portfolio',
    'personalprojects',
    'บุคคลอ้างอิง',
    'references',
    'reference',
    'งานอดิเรก',
    'interests',
    'hobbies',
    'awards',
    'รางวัล',
    'รางวัลที่ได้รับ',
    'กิจกรรม',
    'activities',
    'การฝึกอบรม',
    'การอบรม',
    'training',
    'trainings',
    'courses',
    'volunteer',
    'publications',
  ],
};

const headingBySlug = new Map<string, Section>();
for (const [section, words] of Object.entries(HEADINGS) as [Section, string[]][])
  for (const w of words) headingBySlug.set(w, section);

function headingKey(text: string): string {
  return normalize(text)
    .replace(/[\s:：\-–—_•|#*.]/g, '')
    .replace(/[()[\]]/g, '');
}

/** The section a line opens, and the text after "Heading:" on the same line. */
export function headingOf(line: string): { section: Section; rest: string } | null {
  const t = line.trim();
  if (t.length > 60) return null;
  const whole = headingBySlug.get(headingKey(t));
  if (whole) return { section: whole, rest: '' };
  // "ทักษะ: React, Node.js" / "Skills - Java, SQL"
  const m = /^([^:：\t]{2,40})\s*[:：\t]\s*(.+)$/.exec(t);
  if (m) {
    const s = headingBySlug.get(headingKey(m[1]));
    if (s) return { section: s, rest: m[2].trim() };
  }
  // "ประสบการณ์ทำงาน (Work Experience)" / "Education / การศึกษา"
  const parts = t.split(/\s*[/|()]\s*/).filter(Boolean);
  if (parts.length > 1) {
    const sections = parts.map((p) => headingBySlug.get(headingKey(p)));
    if (sections[0] && sections.every((s) => s === sections[0])) return { section: sections[0], rest: '' };
  }
  return null;
}

const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
/** Thai numbers: 0X-XXX-XXXX mobiles, 02-XXX-XXXX Bangkok lines, +66 / (+66) / 66 prefixes, dots or spaces. */
const PHONE_RE = /(?:\(?\+?66\)?[\s.-]*\(?0?\)?|(?<!\d)0)(?:[\s.-]*\d){8,9}(?!\d)/;

export function findPhone(text: string): string | null {
  const m = PHONE_RE.exec(arabicDigits(text));
  if (!m) return null;
  let digits = m[0].replace(/\D/g, '');
  if (digits.startsWith('66')) digits = `0${digits.slice(2).replace(/^0/, '')}`;
  if (digits.length < 9 || digits.length > 10) return null;
  return digits.length === 10
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
    : `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`;
}

const NAME_PREFIX =
  /^(?:นาย|นางสาว|นาง|น\.ส\.|ด\.ช\.|ด\.ญ\.|ว่าที่\s*ร\.ต\.|mr\.?|mrs\.?|ms\.?|miss|dr\.?|ดร\.)\s*/i;
const NAME_LABEL = /^(?:ชื่อ(?:\s*-?\s*(?:นามสกุล|สกุล))?|ชื่อ-นามสกุล|full\s*name|name)\s*[:：]?\s*/i;
const TITLE_WORDS = /^(?:curriculum\s+vitae|résumé|resume|cv|ประวัติย่อ|ประวัติส่วนตัว|เรซูเม่|ใบสมัครงาน)$/i;
const LABEL_RE = /^([^:：]{2,30})\s*[:：]\s*(.*)$/;

const BULLET_RE = /^\s*(?:[•·▪●○◦■□➢►✓✔*]|-(?=\s)|–(?=\s)|\d+[.)](?=\s))\s*/;

/** Legal forms and kinds of organisation: a company's name for sure. */
const COMPANY_STRONG =
  /(?:บริษัท|จำกัด|\(มหาชน\)|มหาชน|ธนาคาร|ห้างหุ้นส่วน|หจก|สำนักงาน|กรม|การไฟฟ้า|การท่า|โรงพยาบาล|\bco\.?,?\s*ltd\b|\bltd\b|\binc\b|\bcorp|\bcompany\b|\bcorporation\b|\bgroup\b|\bbank\b|\bpcl\b|\bplc\b|\bllc\b|\bgmbh\b|\bhospital\b|\buniversity\b|\bการ\S*แห่งประเทศไทย)/i;
/** Words that often name a company but also a job ("Digital Marketing", "Software Engineer"). */
const COMPANY_WEAK =
  /(?:\btechnolog|\bsolutions?\b|\bsystems?\b|\bdigital\b|\bstudio\b|\blabs?\b|\bsoftware\b|\bconsulting\b|\bagency\b|\bventures?\b|\bholdings?\b|\bpartners\b|\btelecom|\bretail|\bservices\b|\bnetworks?\b|\bmedia\b|\b(?:thailand|asia)\b|\(ประเทศไทย\))/i;
const TITLE_EXTRA = [
  'engineer',
  'developer',
  'manager',
  'analyst',
  'designer',
  'lead',
  'intern',
  'internship',
  'consultant',
  'specialist',
  'administrator',
  'admin',
  'architect',
  'tester',
  'officer',
  'scientist',
  'head',
  'director',
  'coordinator',
  'assistant',
  'executive',
  'programmer',
  'owner',
  'master',
  'technician',
  'support',
  'staff',
  'trainee',
  'freelance',
  'freelancer',
  'เจ้าหน้าที่',
  'นักพัฒนา',
  'วิศวกร',
  'ผู้จัดการ',
  'นักวิเคราะห์',
  'หัวหน้า',
  'ผู้ช่วย',
  'นักออกแบบ',
  'นักศึกษาฝึกงาน',
  'ฝึกงาน',
  'ที่ปรึกษา',
  'ผู้ดูแล',
  'ผู้อำนวยการ',
  'พนักงาน',
  'โปรแกรมเมอร์',
  'นักทดสอบ',
];
const titleTerms = [...new Set([...ROLE_GROUPS.flatMap((g) => g.terms), ...TITLE_EXTRA].map(normalize))];
function titleScore(text: string): number {
  const n = normalize(text);
  const list = tokenize(text);
  const tokens = new Set(list);
  // An English job title ends with its role noun ("Digital Marketing Specialist").
  let score = list.length > 0 && titleTerms.includes(list[list.length - 1]) ? 1 : 0;
  for (const term of titleTerms) {
    if (/^[a-z0-9 .+#-]+$/.test(term)) {
      if (term.includes(' ') ? n.includes(term) : tokens.has(term)) score++;
    } else if (n.includes(term)) score++;
  }
  return score;
}
function companyScore(text: string): number {
  return (COMPANY_STRONG.test(text) ? 2 : 0) + (COMPANY_WEAK.test(text) ? 1 : 0);
}

const INSTITUTION_RE =
  /(?:มหาวิทยาลัย|วิทยาลัย|สถาบัน|โรงเรียน|จุฬาลงกรณ์|university|college|institute|school|academy|polytechnic|\bKMUTT\b|\bKMITL\b|\bKMUTNB\b)/i;
const DEGREE_LEVELS: [RegExp, number][] = [
  [/(?:ปริญญาเอก|ดุษฎีบัณฑิต|ph\.?\s?d|doctor(?:ate| of)|ปร\.ด\.|d\.eng)/i, 7],
  [
    /(?:ปริญญาโท|มหาบัณฑิต|master|m\.?\s?sc|m\.?\s?eng|\bmba\b|m\.?\s?b\.?\s?a|\bm\.s\.|\bms\b|\bma\b|วท\.ม|วศ\.ม|บธ\.ม|ศศ\.ม|บช\.ม|ค\.ม)/i,
    6,
  ],
  [
    /(?:ปริญญาตรี|บัณฑิต|bachelor|b\.?\s?sc|b\.?\s?eng|b\.?\s?b\.?\s?a|\bb\.s\.|\bbs\b|\bba\b|b\.?\s?a\.|b\.?\s?it|วท\.บ|วศ\.บ|บธ\.บ|ศศ\.บ|บช\.บ|นศ\.บ|ค\.บ|ทล\.บ|สถ\.บ)/i,
    5,
  ],
  [/(?:ปวส|ประกาศนียบัตรวิชาชีพชั้นสูง|high\s+vocational|diploma)/i, 4],
  [/(?:ปวช|ประกาศนียบัตรวิชาชีพ|vocational\s+certificate)/i, 3],
  [/(?:มัธยมศึกษาตอนปลาย|มัธยม|ม\.6|high\s+school|secondary\s+school)/i, 2],
];
const FIELD_RE = /(?:สาขาวิชา|สาขา|วิชาเอก|major(?:\s+in)?|field(?:\s+of\s+study)?|\bin\b)\s*[:：]?\s*(.+)$/i;
/** A piece that opens with an institution's word is the institution even when it holds a degree's word. */
const INSTITUTION_START =
  /^(?:มหาวิทยาลัย|วิทยาลัย|สถาบัน|โรงเรียน|จุฬาลงกรณ์|university\b|college\b|institute\b)|(?:university|college|institute|school|academy)$/i;

function clean(s: string): string {
  return s
    .replace(/\t+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:|/–—-]+|[\s,;:|/–—-]+$/g, '')
    .trim();
}

function cut(s: string, max: number): string {
  return s.length <= max ? s : s.slice(0, max).trimEnd();
}

interface Block {
  section: Section;
  lines: string[];
}

function splitSections(lines: string[]): { head: string[]; blocks: Block[] } {
  const head: string[] = [];
  const blocks: Block[] = [];
  for (const line of lines) {
    const h = headingOf(line);
    if (h) {
      blocks.push({ section: h.section, lines: h.rest ? [h.rest] : [] });
      continue;
    }
    if (blocks.length === 0) head.push(line);
    else blocks[blocks.length - 1].lines.push(line);
  }
  return { head, blocks };
}

function linesOf(blocks: Block[], section: Section): string[] {
  return blocks.filter((b) => b.section === section).flatMap((b) => b.lines);
}

function isContactish(line: string): boolean {
  return (
    EMAIL_RE.test(line) ||
    findPhone(line) !== null ||
    /(?:linkedin|github|https?:|www\.|โทร|tel|phone|mobile|e-?mail|อีเมล|ที่อยู่|address|line\s*id|เกิด|birth|อายุ|age|สัญชาติ|nationality)/i.test(
      line,
    )
  );
}

function parseName(head: string[]): { first: string; last: string; index: number } {
  for (let i = 0; i < Math.min(head.length, 8); i++) {
    let line = clean(head[i]);
    const labelled = NAME_LABEL.exec(line);
    if (labelled && labelled[0].trim()) line = line.slice(labelled[0].length);
    else if (TITLE_WORDS.test(line) || isContactish(line)) continue;
    line = line.split(/\t|\s{2,}|\s[|•·]\s/)[0];
    line = line
      .replace(NAME_PREFIX, '')
      .replace(/\(.*\)$/, '')
      .trim();
    const words = line.split(/\s+/).filter(Boolean);
    if (words.length < 2 || words.length > 4 || line.length > 60) continue;
    if (/\d|@/.test(line) || titleScore(line) > 0) continue;
    const fix = (w: string) => (/^[A-Z]{2,}$/.test(w) ? w[0] + w.slice(1).toLowerCase() : w);
    return { first: fix(words[0]), last: words.slice(1).map(fix).join(' '), index: i };
  }
  return { first: '', last: '', index: -1 };
}

function parseHeadline(head: string[], nameIndex: number): string {
  for (const raw of head) {
    const lab = LABEL_RE.exec(raw.trim());
    if (lab && /(?:ตำแหน่งที่สนใจ|ตำแหน่งงานที่สนใจ|ตำแหน่งที่ต้องการ|position|desired\s+position|title)/i.test(lab[1]))
      return clean(lab[2]);
  }
  for (let i = nameIndex + 1; i < Math.min(head.length, nameIndex + 4); i++) {
    const line = clean(head[i].split(/\t|\s[|•·]\s/)[0]);
    if (!line || isContactish(line) || line.length > 90 || /\d{4}/.test(line)) continue;
    return line;
  }
  return '';
}

interface Entry {
  header: string[];
  range: DateRange | null;
  body: string[];
}

function isBullet(line: string): boolean {
  return BULLET_RE.test(line);
}

/** A line that holds a date range as its main content (not a year inside a sentence). */
function rangeOf(line: string): DateRange | null {
  const r = findDateRange(line);
  if (!r) return null;
  const isRange = r.end === null || r.end !== r.start;
  const rest = clean(line.replace(r.text, ''));
  if (isBullet(line) && rest.length > 30) return null;
  if (!isRange && rest.length > 50) return null;
  if (rest.length > 120) return null;
  return r;
}

/** Entries of a section: each opens at a date line, with the short lines just before and after it as header. */
function entries(lines: string[], maxHeader: number): Entry[] {
  const dateIdx = lines.map((l, i) => (rangeOf(l) ? i : -1)).filter((i) => i >= 0);
  const out: Entry[] = [];
  let bodyStartPrev = 0;
  dateIdx.forEach((di, k) => {
    // header before: short non-bullet lines directly above, not part of the previous entry's header
    const prevLimit = k === 0 ? 0 : bodyStartPrev;
    let from = di;
    while (
      from - 1 >= prevLimit &&
      di - (from - 1) <= maxHeader &&
      !isBullet(lines[from - 1]) &&
      lines[from - 1].trim().length <= 90 &&
      !/[.。]$/.test(lines[from - 1].trim())
    )
      from--;
    if (k > 0) out[k - 1].body = lines.slice(bodyStartPrev, from);
    const header = lines.slice(from, di);
    const range = rangeOf(lines[di])!;
    const residue = clean(
      lines[di].replace(range.text, '').replace(/^(?:ระยะเวลา|period|duration|ปี)\s*[:：]?/i, ''),
    );
    if (residue) header.push(...residue.split(/\t+/).map(clean).filter(Boolean));
    let next = di + 1;
    const limit = k + 1 < dateIdx.length ? dateIdx[k + 1] : lines.length;
    while (
      next < limit &&
      header.length < maxHeader &&
      !isBullet(lines[next]) &&
      lines[next].trim().length <= 90 &&
      !/[.。]$/.test(lines[next].trim()) &&
      (from === di || labelled(lines[next]) || header.length < 2)
    ) {
      // after the date: a following short line belongs to the header only when the header is not yet complete
      if (from !== di && !labelled(lines[next]) && header.length >= 2) break;
      header.push(lines[next]);
      next++;
    }
    bodyStartPrev = next;
    out.push({ header, range, body: [] });
  });
  if (out.length) out[out.length - 1].body = lines.slice(bodyStartPrev);
  // entries whose header came before the date but another short line follows: keep as body
  return out;
}

function labelled(line: string): boolean {
  const m = LABEL_RE.exec(line.trim());
  return (
    !!m &&
    /(?:ตำแหน่ง|บริษัท|position|title|role|company|employer|organi[sz]ation|สถานที่ทำงาน|หน่วยงาน|องค์กร)/i.test(
      m[1],
    )
  );
}

function splitTitleCompany(header: string[]): { title: string; company: string } {
  let title = '';
  let company = '';
  const pieces: string[] = [];
  for (const raw of header) {
    const line = clean(raw);
    const lab = LABEL_RE.exec(line);
    if (lab) {
      if (/(?:ตำแหน่ง|position|title|role)/i.test(lab[1])) {
        title ||= clean(lab[2]);
        continue;
      }
      if (/(?:บริษัท|company|employer|organi[sz]ation|สถานที่ทำงาน|หน่วยงาน|องค์กร)/i.test(lab[1])) {
        company ||= clean(lab[2]);
        continue;
      }
      if (/(?:ระยะเวลา|period|duration|หน้าที่|responsibilit)/i.test(lab[1])) continue;
    }
    const at = /^(.+?)\s+(?:at|@|ที่)\s+(.+)$/i.exec(line);
    if (at && titleScore(at[1]) > 0) {
      title ||= clean(at[1]);
      company ||= clean(at[2]);
      continue;
    }
    for (const piece of line.split(/\s+[|—–•·]\s+|\s+-\s+|\t/).map(clean)) {
      // "Title, Company": split at the comma when one side reads as a job title
      const comma = /^(.+?),\s+(.+)$/.exec(piece);
      // never inside a company's legal form ("Co., Ltd.", "Siam Co., Limited")
      const legalTail =
        comma && /^(?:co\.?|ltd\.?|limited|inc\.?|pcl\.?|plc\.?|llc\.?|จำกัด)(?:[\s,.]|$)/i.test(comma[2]);
      if (
        comma &&
        !legalTail &&
        header.length <= 2 &&
        (titleScore(comma[1]) > 0 || companyScore(comma[2]) > 0)
      )
        pieces.push(clean(comma[1]), clean(comma[2]));
      else pieces.push(piece);
    }
  }
  const rest = pieces.filter(
    (p) =>
      (p && !/^(?:[A-Za-zก-๙ ]+,\s*)?(?:กรุงเทพ|bangkok|thailand|ประเทศไทย|remote)/i.test(p)) ||
      pieces.length <= 2,
  );
  const free = rest.filter(Boolean);
  if (!title && !company && free.length >= 2) {
    // two pieces: the order that puts the job words in the title and the company words in the company
    const [a, b] = free;
    const keep = titleScore(a) - titleScore(b) + companyScore(b) - companyScore(a);
    [title, company] = keep >= 0 ? [a, b] : [b, a];
  } else
    for (const p of free) {
      if (!title && !company) {
        if (companyScore(p) > titleScore(p)) company = p;
        else title = p;
      } else if (!title) title = p;
      else if (!company) company = p;
    }
  return { title, company };
}

function parseExperiences(lines: string[]): WorkExperience[] {
  const out: WorkExperience[] = [];
  for (const e of entries(lines, 3)) {
    if (!e.range) continue;
    const { title, company } = splitTitleCompany(e.header);
    const description = e.body
      .map((l) => {
        const lab = LABEL_RE.exec(l.trim());
        const text = lab && /(?:หน้าที่|responsibilit|รายละเอียด|description)/i.test(lab[1]) ? lab[2] : l;
        return clean(text.replace(BULLET_RE, '• '));
      })
      .filter(Boolean)
      .join('\n');
    out.push({
      company: cut(company, CANDIDATE_LIMITS.textMax),
      title: cut(title, CANDIDATE_LIMITS.textMax),
      start: yearMonth(e.range.start, 'start'),
      end: e.range.end ? yearMonth(e.range.end, 'end') : null,
      description: cut(description, CANDIDATE_LIMITS.descriptionMax),
    });
    if (out.length >= CANDIDATE_LIMITS.experiencesMax) break;
  }
  return out;
}

function degreeLevel(text: string): number | null {
  for (const [re, id] of DEGREE_LEVELS) if (re.test(text)) return id;
  return null;
}

function parseEducations(lines: string[]): Education[] {
  // Entries open at an institution line; a year line alone belongs to the entry it sits in.
  const groups: string[][] = [];
  for (const line of lines) {
    const text = clean(line);
    if (!text) continue;
    const opens =
      INSTITUTION_RE.test(text) &&
      (groups.length === 0 || groups[groups.length - 1].some((l) => INSTITUTION_RE.test(l)));
    if (opens || groups.length === 0) groups.push([text]);
    else groups[groups.length - 1].push(text);
  }
  const out: Education[] = [];
  for (const g of groups) {
    let institution = '';
    let degree = '';
    let field = '';
    let year: number | null = null;
    for (const raw of g) {
      const r = findDateRange(raw);
      let line = raw;
      if (r) {
        const y = r.end ?? r.start;
        if (r.end !== null) year = y.year;
        line = clean(
          line
            .replace(r.text, '')
            .replace(/(?:ปีที่จบ|ปีที่สำเร็จการศึกษา|จบปี|graduated|graduation|class of)\s*[:：]?/i, ''),
        );
      } else {
        const m = /(?<!\d)(\d{4})(?!\d)/.exec(arabicDigits(raw));
        if (m && Number(m[1]) >= 1950) year = gregorianYear(Number(m[1]));
      }
      const lab = LABEL_RE.exec(line);
      if (lab) {
        const value = clean(lab[2]);
        if (/(?:เกรด|gpa|gpax|grade)/i.test(lab[1])) continue;
        if (/(?:สถาบัน|มหาวิทยาลัย|institution|university|school|college)/i.test(lab[1])) {
          institution ||= value;
          continue;
        }
        if (/(?:สาขา|major|field|วิชาเอก)/i.test(lab[1])) {
          field ||= value;
          continue;
        }
        if (/(?:วุฒิ|ปริญญา|degree|qualification)/i.test(lab[1])) {
          const f = FIELD_RE.exec(value);
          if (f && !field) {
            field = clean(f[1]);
            degree ||= clean(value.slice(0, f.index));
          } else degree ||= value;
          continue;
        }
        if (/(?:ปี|year|graduat)/i.test(lab[1])) continue;
      }
      for (const piece of line.split(/\s+[|—–•·]\s+|\s+-\s+|\t|,\s+/).map(clean)) {
        if (!piece || /(?:gpa|เกรดเฉลี่ย|เกียรตินิยม|honou?rs?)/i.test(piece)) continue;
        if (
          !institution &&
          INSTITUTION_RE.test(piece) &&
          (degreeLevel(piece) === null || INSTITUTION_START.test(piece))
        )
          institution = piece;
        else if (!degree && degreeLevel(piece) !== null) {
          const f = FIELD_RE.exec(piece);
          if (f && !field) {
            field = clean(f[1]);
            degree = clean(piece.slice(0, f.index));
          } else degree = piece;
        } else if (!field) {
          const f = FIELD_RE.exec(piece);
          if (f) field = clean(f[1]);
          else if (degree && !INSTITUTION_RE.test(piece) && piece.length <= 60) field = piece;
        }
      }
    }
    if (!institution && !degree) continue;
    out.push({
      institution: cut(institution, CANDIDATE_LIMITS.textMax),
      degree: cut(degree, CANDIDATE_LIMITS.textMax),
      field: cut(field, CANDIDATE_LIMITS.textMax),
      education_level_id: degreeLevel(degree),
      graduated_year:
        year !== null &&
        year >= CANDIDATE_LIMITS.graduatedYearMin &&
        year <= CANDIDATE_LIMITS.graduatedYearMax
          ? year
          : null,
    });
    if (out.length >= CANDIDATE_LIMITS.educationsMax) break;
  }
  return out;
}

/** Skills named in a text: every phrase of the taxonomy found in its tokens, longest first, each skill once. */
export function matchSkills(
  text: string,
  taxonomy: SearchTaxonomy = getDefaultTaxonomy(),
): { slugs: string[]; unmatched: string[] } {
  const phrases: { slug: string; tokens: string[] }[] = [];
  for (const [slug, list] of taxonomy.skillPhrases) for (const p of list) phrases.push({ slug, tokens: p });
  phrases.sort((a, b) => b.tokens.length - a.tokens.length);
  const slugs: string[] = [];
  const unmatched: string[] = [];
  for (const item of text.split(/[,;|•·\n\t]|\s[-/]\s|\s{2,}|、/)) {
    const piece = clean(item.replace(BULLET_RE, '').replace(/\(.*?\)/g, ' '));
    if (!piece) continue;
    // "Languages: Java, Python" inside a skills list: the label is not a skill
    const body = piece.replace(/^[^:：]{1,30}[:：]\s*/, '');
    const tokens = tokenize(body);
    const compact = normalize(body).replace(/[^\p{L}\p{M}\p{N}+#]+/gu, '');
    const whole = taxonomy.skillByForm.get(normalize(body)) ?? taxonomy.skillByForm.get(compact);
    let found = false;
    if (whole) {
      for (const s of whole) if (!slugs.includes(s.slug)) slugs.push(s.slug);
      found = true;
    } else {
      const used = new Array<boolean>(tokens.length).fill(false);
      for (const { slug, tokens: p } of phrases) {
        for (let i = 0; i + p.length <= tokens.length; i++) {
          if (used.slice(i, i + p.length).some(Boolean)) continue;
          if (p.every((t, j) => tokens[i + j] === t)) {
            // a one-letter phrase ("c", "r") counts only as the whole item
            if (p.length === 1 && p[0].length < 2 && tokens.length > 1) continue;
            for (let j = i; j < i + p.length; j++) used[j] = true;
            if (!slugs.includes(slug)) slugs.push(slug);
            found = true;
          }
        }
      }
    }
    if (!found && body.length <= 40) unmatched.push(body);
  }
  return { slugs, unmatched: [...new Set(unmatched)] };
}

/** The draft of a profile from a CV's lines. */
export function parseCv(
  rawLines: readonly string[],
  taxonomy: SearchTaxonomy = getDefaultTaxonomy(),
): CvDraft {
  const lines = rawLines.map((l) => arabicDigits(l.normalize('NFC'))).filter((l) => l.trim());
  const { head, blocks } = splitSections(lines);
  const headAll = [...head, ...linesOf(blocks, 'personal')];
  const all = lines.join('\n');
  const email = EMAIL_RE.exec(all)?.[0] ?? null;
  const phone = (headAll.map(findPhone).find(Boolean) ?? findPhone(all)) || '';
  const name = parseName(headAll);
  const headline = parseHeadline(head, name.index < head.length ? name.index : -1);
  const about = clean(linesOf(blocks, 'summary').join(' '));
  const skillText = linesOf(blocks, 'skills').join('\n');
  const skills = matchSkills(skillText, taxonomy);
  return {
    first_name: cut(name.first, CANDIDATE_LIMITS.firstNameMax),
    last_name: cut(name.last, CANDIDATE_LIMITS.lastNameMax),
    email,
    phone: cut(phone, CANDIDATE_LIMITS.phoneMax),
    headline: cut(headline, CANDIDATE_LIMITS.headlineMax),
    about: cut(about, CANDIDATE_LIMITS.aboutMax),
    skills: skills.slugs
      .slice(0, CANDIDATE_LIMITS.skillsMax)
      .map((slug) => ({ slug, level: 'intermediate' as const })),
    experiences: parseExperiences(linesOf(blocks, 'experience')),
    educations: parseEducations(linesOf(blocks, 'education')),
    other_skills: skills.unmatched.slice(0, 30),
  };
}
