/**
 * Lays out the CV set: each persona (personas.ts) as a PDF (pdfkit, Sarabun from @fontsource: its Thai and Latin
 * subsets, switched per script run) or a DOCX (the `docx` package), in the persona's layout, date style and heading
 * wording; writes files/<id>.<ext> and expected/<id>.json (the fields a reader would copy from the CV).
 *
 *   npm run eval:cv:generate -w @jobportal/api
 */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import {
  AlignmentType,
  type IRunOptions,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { PERSONAS, type DateStyle, type Persona } from './personas';

const DIR = __dirname;
const FONT_DIR = path.dirname(require.resolve('@fontsource/sarabun/package.json'));
const font = (subset: 'thai' | 'latin', weight: 400 | 700) =>
  path.join(FONT_DIR, 'files', `sarabun-${subset}-${weight}-normal.woff`);

// ---------- wording ----------

const TH_SHORT = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
];
const TH_LONG = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];
const EN_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pick = <T>(list: T[], p: Persona, salt = 0): T => list[(Number(p.id.slice(2)) + salt) % list.length];

function fmtDate(ym: string, style: DateStyle): string {
  const [y, m] = ym.split('-').map(Number);
  const be = y + 543;
  switch (style) {
    case 'en-short':
      return `${EN_LONG[m - 1].slice(0, 3)} ${y}`;
    case 'en-long':
      return `${EN_LONG[m - 1]} ${y}`;
    case 'th-short':
      return `${TH_SHORT[m - 1]} ${be}`;
    case 'th-long':
      return `${TH_LONG[m - 1]} ${be}`;
    case 'th-short-2':
      return `${TH_SHORT[m - 1]} ${String(be).slice(2)}`;
    case 'th-greg':
      return `${TH_LONG[m - 1]} ${y}`;
    case 'slash':
      return `${String(m).padStart(2, '0')}/${y}`;
    case 'iso':
      return `${y}-${String(m).padStart(2, '0')}`;
    case 'year':
      return String(y);
  }
}

function fmtRange(p: Persona, start: string, end: string | null): string {
  const thai = p.lang !== 'en';
  const present = thai
    ? pick(['ปัจจุบัน', 'ปัจจุบัน', 'Present'], p)
    : pick(['Present', 'present', 'Now', 'Current'], p);
  const sep =
    p.dates === 'th-long'
      ? ' ถึง '
      : p.dates === 'iso' && p.lang === 'en'
        ? ' to '
        : pick([' - ', ' – ', ' — '], p);
  return `${fmtDate(start, p.dates)}${sep}${end ? fmtDate(end, p.dates) : present}`;
}

function fmtYear(p: Persona, y: number): string {
  return ['th-short', 'th-long', 'th-short-2'].includes(p.dates) ? String(y + 543) : String(y);
}

const HEADINGS = {
  th: {
    summary: ['เกี่ยวกับฉัน', 'สรุปประวัติ', 'จุดมุ่งหมายในการทำงาน'],
    experience: ['ประสบการณ์ทำงาน', 'ประวัติการทำงาน', 'ประสบการณ์การทำงาน'],
    education: ['ประวัติการศึกษา', 'การศึกษา', 'วุฒิการศึกษา'],
    skills: ['ทักษะ', 'ความสามารถพิเศษ', 'ทักษะและความสามารถ'],
    languages: ['ภาษา', 'ทักษะด้านภาษา'],
  },
  en: {
    summary: ['Summary', 'Profile', 'About Me', 'Career Objective'],
    experience: ['Work Experience', 'PROFESSIONAL EXPERIENCE', 'Employment History', 'Experience'],
    education: ['Education', 'EDUCATION', 'Academic Background'],
    skills: ['Skills', 'Technical Skills', 'Core Competencies', 'Tech Stack'],
    languages: ['Languages', 'LANGUAGES'],
  },
  mixed: {
    summary: ['เกี่ยวกับฉัน (About Me)', 'Summary', 'สรุปประวัติ'],
    experience: ['ประสบการณ์ทำงาน (Work Experience)', 'Work Experience / ประสบการณ์ทำงาน', 'ประสบการณ์ทำงาน'],
    education: ['การศึกษา (Education)', 'Education / การศึกษา', 'การศึกษา'],
    skills: ['ทักษะ (Skills)', 'Skills / ทักษะ', 'Skills'],
    languages: ['ภาษา (Languages)', 'Languages'],
  },
};

// ---------- a document as paragraphs ----------

type Para =
  | { kind: 'name' | 'heading' | 'text' | 'bullet' | 'small'; text: string }
  | { kind: 'cols'; left: string; right: string }
  | { kind: 'row'; left: string; right: string[] };

function build(p: Persona): Para[] {
  const out: Para[] = [];
  const en = p.lang === 'en';
  const h = HEADINGS[p.lang];
  const fullName = p.prefix ? `${p.prefix}${pick(['', ' '], p)}${p.first} ${p.last}` : `${p.first} ${p.last}`;
  const heading = (key: keyof typeof h) => out.push({ kind: 'heading', text: pick(h[key], p) });

  // header and contact
  switch (p.layout) {
    case 'classic':
      out.push({ kind: 'name', text: fullName });
      out.push({ kind: 'text', text: p.headline });
      out.push({
        kind: 'small',
        text: en ? `${p.email} | ${p.phone} | Bangkok` : `โทร. ${p.phone}  |  อีเมล ${p.email}`,
      });
      break;
    case 'company-first':
      out.push({ kind: 'name', text: en ? fullName.toUpperCase() : fullName });
      out.push({ kind: 'text', text: p.headline });
      out.push({ kind: 'small', text: en ? `Email: ${p.email}` : `อีเมล: ${p.email}` });
      out.push({ kind: 'small', text: en ? `Mobile: ${p.phone}` : `โทรศัพท์: ${p.phone}` });
      break;
    case 'labelled':
      out.push({ kind: 'name', text: en ? 'Curriculum Vitae' : 'ประวัติย่อ' });
      out.push({ kind: 'text', text: `${en ? 'Name' : 'ชื่อ-นามสกุล'}: ${fullName}` });
      out.push({ kind: 'text', text: `${en ? 'Position' : 'ตำแหน่งที่สนใจ'}: ${p.headline}` });
      out.push({ kind: 'text', text: `${en ? 'Phone' : 'โทรศัพท์'}: ${p.phone}` });
      out.push({ kind: 'text', text: `${en ? 'E-mail' : 'อีเมล'}: ${p.email}` });
      break;
    case 'date-first':
      out.push({ kind: 'name', text: fullName });
      out.push({ kind: 'small', text: `${p.headline} · ${p.email} · ${p.phone}` });
      break;
    case 'table':
      out.push({ kind: 'name', text: fullName });
      out.push({ kind: 'cols', left: p.headline, right: p.phone });
      out.push({ kind: 'small', text: p.email });
      break;
  }

  const summary = () => {
    heading('summary');
    out.push({ kind: 'text', text: p.summary });
  };
  const skills = () => {
    heading('skills');
    if (p.layout === 'classic' || p.layout === 'labelled')
      out.push({ kind: 'text', text: p.skills.join(', ') });
    else if (p.layout === 'date-first') out.push({ kind: 'text', text: p.skills.join(' · ') });
    else for (const s of p.skills) out.push({ kind: 'bullet', text: s });
  };
  const experience = () => {
    heading('experience');
    for (const j of p.jobs) {
      const range = fmtRange(p, j.start, j.end);
      switch (p.layout) {
        case 'classic':
          out.push({ kind: 'text', text: `${j.title} — ${j.company}` });
          out.push({ kind: 'small', text: range });
          for (const b of j.bullets) out.push({ kind: 'bullet', text: b });
          break;
        case 'company-first':
          out.push({ kind: 'cols', left: j.company, right: range });
          out.push({ kind: 'text', text: j.title });
          for (const b of j.bullets) out.push({ kind: 'bullet', text: b });
          break;
        case 'labelled':
          out.push({ kind: 'text', text: `${en ? 'Period' : 'ระยะเวลา'}: ${range}` });
          out.push({ kind: 'text', text: `${en ? 'Position' : 'ตำแหน่ง'}: ${j.title}` });
          out.push({ kind: 'text', text: `${en ? 'Company' : 'บริษัท'}: ${j.company}` });
          out.push({ kind: 'text', text: `${en ? 'Responsibilities' : 'หน้าที่'}: ${j.bullets.join(' ')}` });
          break;
        case 'date-first':
          out.push({ kind: 'cols', left: range, right: `${j.title}${en ? ' at ' : ', '}${j.company}` });
          for (const b of j.bullets) out.push({ kind: 'bullet', text: b });
          break;
        case 'table':
          out.push({
            kind: 'row',
            left: range,
            right: [j.title, j.company, ...j.bullets.map((b) => `• ${b}`)],
          });
          break;
      }
    }
  };
  const education = () => {
    heading('education');
    for (const s of p.schools) {
      const years = `${fmtYear(p, s.startYear)} - ${fmtYear(p, s.year)}`;
      const thaiDegree = /[ก-๙]/.test(s.degree);
      const degreeField = thaiDegree ? `${s.degree} สาขา${s.field}` : `${s.degree} in ${s.field}`;
      switch (p.layout) {
        case 'classic':
          out.push({ kind: 'text', text: s.institution });
          out.push({ kind: 'text', text: degreeField });
          out.push({ kind: 'small', text: years });
          break;
        case 'company-first':
          out.push({ kind: 'cols', left: s.institution, right: years });
          out.push({ kind: 'text', text: `${s.degree}, ${s.field}` });
          break;
        case 'labelled':
          out.push({ kind: 'text', text: `${en ? 'Institution' : 'สถาบัน'}: ${s.institution}` });
          out.push({ kind: 'text', text: `${en ? 'Degree' : 'วุฒิการศึกษา'}: ${s.degree}` });
          out.push({ kind: 'text', text: `${en ? 'Major' : 'สาขาวิชา'}: ${s.field}` });
          out.push({ kind: 'text', text: `${en ? 'Graduated' : 'ปีที่จบ'}: ${fmtYear(p, s.year)}` });
          break;
        case 'date-first':
          out.push({ kind: 'cols', left: fmtYear(p, s.year), right: `${degreeField}, ${s.institution}` });
          break;
        case 'table':
          out.push({ kind: 'row', left: years, right: [s.institution, degreeField] });
          break;
      }
    }
  };
  const languages = () => {
    heading('languages');
    out.push({
      kind: 'text',
      text: en ? 'Thai (native), English (good)' : 'ภาษาไทย (ภาษาแม่), ภาษาอังกฤษ (ดี)',
    });
  };

  const n = Number(p.id.slice(2));
  const order =
    n % 3 === 0
      ? [summary, skills, experience, education, languages]
      : n % 3 === 1
        ? [summary, experience, education, skills]
        : [summary, education, experience, skills, languages];
  for (const part of order) part();
  return out;
}

// ---------- PDF ----------

const THAI = /[\u0E00-\u0E7F]+(?:\s+[\u0E00-\u0E7F]+)*/g;
function runs(text: string): { text: string; thai: boolean }[] {
  const out: { text: string; thai: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(THAI)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index), thai: false });
    out.push({ text: m[0], thai: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), thai: false });
  return out;
}

async function pdf(p: Persona, paras: Para[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `CV ${p.id}` } });
  doc.registerFont('th', font('thai', 400));
  doc.registerFont('la', font('latin', 400));
  doc.registerFont('thb', font('thai', 700));
  doc.registerFont('lab', font('latin', 700));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = (text: string, size: number, bold = false) =>
    runs(text).reduce((w, r) => {
      doc.font(r.thai ? (bold ? 'thb' : 'th') : bold ? 'lab' : 'la').fontSize(size);
      return w + doc.widthOfString(r.text);
    }, 0);
  const draw = (text: string, x: number, y: number, size: number, bold = false) => {
    let cx = x;
    for (const r of runs(text)) {
      doc.font(r.thai ? (bold ? 'thb' : 'th') : bold ? 'lab' : 'la').fontSize(size);
      doc.text(r.text, cx, y, { lineBreak: false });
      cx += doc.widthOfString(r.text);
    }
  };
  // greedy wrapping on spaces (CV lines here are short)
  const wrap = (text: string, maxW: number, size: number) => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && width(next, size) > maxW) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };
  let y = 50;
  const left = 50;
  const right = 545;
  const ensure = (h: number) => {
    if (y + h > 790) {
      doc.addPage();
      y = 50;
    }
  };
  for (const para of paras) {
    if (para.kind === 'cols') {
      ensure(16);
      draw(para.left, left, y, 11, true);
      draw(para.right, right - width(para.right, 10), y + 1, 10);
      y += 17;
    } else if (para.kind === 'row') {
      const start = y;
      ensure(16 * para.right.length);
      draw(para.left, left, y, 10);
      for (const [i, line] of para.right.entries()) {
        for (const l of wrap(line, right - 200, 10)) {
          draw(l, 200, y, 10, i === 0);
          y += 15;
        }
      }
      y = Math.max(y, start + 15) + 4;
    } else {
      const size =
        para.kind === 'name' ? 20 : para.kind === 'heading' ? 13 : para.kind === 'small' ? 9.5 : 10.5;
      const bold = para.kind === 'name' || para.kind === 'heading';
      if (para.kind === 'heading') y += 8;
      const indent = para.kind === 'bullet' ? 14 : 0;
      const text = para.kind === 'bullet' ? para.text : para.text;
      const lines = wrap(text, right - left - indent, size);
      for (const [i, l] of lines.entries()) {
        ensure(size * 1.6);
        if (para.kind === 'bullet' && i === 0) draw('•', left + 4, y, size);
        draw(l, left + indent, y, size, bold);
        y += size * 1.55;
      }
      if (para.kind === 'heading') {
        doc
          .moveTo(left, y - 2)
          .lineTo(right, y - 2)
          .lineWidth(0.5)
          .stroke('#999999');
        y += 3;
      }
    }
  }
  doc.end();
  return done;
}

// ---------- DOCX ----------

/** A run with its options typed (an inline literal reads to the linter as String.prototype.bold). */
const run = (options: IRunOptions) => new TextRun(options);

async function docx(p: Persona, paras: Para[]): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  for (const para of paras) {
    switch (para.kind) {
      case 'name':
        children.push(new Paragraph({ children: [run({ text: para.text, bold: true, size: 40 })] }));
        break;
      case 'heading':
        children.push(
          new Paragraph({
            spacing: { before: 240 },
            children: [run({ text: para.text, bold: true, size: 28, color: '1F3864' })],
          }),
        );
        break;
      case 'bullet':
        children.push(new Paragraph({ text: para.text, bullet: { level: 0 } }));
        break;
      case 'cols':
        children.push(
          new Paragraph({
            tabStops: [{ type: 'right', position: 9000 }],
            children: [
              run({ text: para.left, bold: true }),
              new TextRun({ children: [new Tab(), para.right] }),
            ],
          }),
        );
        break;
      case 'row':
        children.push(
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: {
              top: none,
              bottom: none,
              left: none,
              right: none,
              insideHorizontal: none,
              insideVertical: none,
            },
            rows: [
              new TableRow({
                children: [
                  new TableCell({
                    width: { size: 28, type: WidthType.PERCENTAGE },
                    children: [new Paragraph(para.left)],
                  }),
                  new TableCell({
                    width: { size: 72, type: WidthType.PERCENTAGE },
                    children: para.right.map(
                      (t, i) => new Paragraph({ children: [run({ text: t, bold: i === 0 })] }),
                    ),
                  }),
                ],
              }),
            ],
          }),
        );
        break;
      default:
        children.push(
          new Paragraph({
            alignment: AlignmentType.LEFT,
            children: [new TextRun({ text: para.text, size: para.kind === 'small' ? 18 : 22 })],
          }),
        );
    }
  }
  const d = new Document({
    creator: 'JobPortal CV set',
    styles: { default: { document: { run: { font: 'Sarabun' } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(d);
}

// ---------- expected fields ----------

export function expectedOf(p: Persona) {
  return {
    first_name: p.first,
    last_name: p.last,
    email: p.email,
    phone: p.phone.replace(/\D/g, '').replace(/^66/, '0'),
    headline: p.headline,
    experiences: p.jobs.map((j) => ({
      title: j.title,
      company: j.company,
      start: p.dates === 'year' ? `${j.start.slice(0, 4)}-01` : j.start,
      end: j.end === null ? null : p.dates === 'year' ? `${j.end.slice(0, 4)}-12` : j.end,
    })),
    educations: p.schools.map((s) => ({
      institution: s.institution,
      degree: s.degree,
      field: s.field,
      graduated_year: s.year,
    })),
    skills: [...p.skillSlugs].sort(),
  };
}

async function main(): Promise<void> {
  fs.mkdirSync(path.join(DIR, 'files'), { recursive: true });
  fs.mkdirSync(path.join(DIR, 'expected'), { recursive: true });
  for (const p of PERSONAS) {
    const paras = build(p);
    const data = p.format === 'pdf' ? await pdf(p, paras) : await docx(p, paras);
    fs.writeFileSync(path.join(DIR, 'files', `${p.id}.${p.format}`), data);
    fs.writeFileSync(
      path.join(DIR, 'expected', `${p.id}.json`),
      `${JSON.stringify(expectedOf(p), null, 2)}\n`,
    );
  }
  console.log(`${PERSONAS.length} CVs written to ${path.relative(process.cwd(), DIR)}/files`);
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
