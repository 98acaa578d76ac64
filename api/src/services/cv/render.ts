import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { CvTemplate, LanguageLevel, SkillLevel } from '@jobportal/contracts';
import { REPO_ROOT } from '../../config';
import type { Locale } from '../../i18n/locale';
import { CV_LABELS } from '../../i18n/cv';
import { fixTextExtraction } from './extraction';
import { wrapText } from './wrap';

/** The profile as the CV prints it: lookups already resolved to names in the CV's language. */
export interface CvData {
  firstName: string;
  lastName: string;
  headline: string;
  about: string;
  email: string;
  phone: string;
  province: string | null;
  yearsExperience: number;
  experiences: { company: string; title: string; start: string; end: string | null; description: string }[];
  educations: {
    institution: string;
    degree: string;
    field: string;
    level: string | null;
    graduatedYear: number | null;
  }[];
  skills: { name: string; level: SkillLevel }[];
  languages: { name: string; level: LanguageLevel }[];
}

/**
 * Sarabun (SIL OFL 1.1, api/assets/fonts/sarabun/OFL.txt): Thai and Latin in one family, with the GSUB/GPOS tables
 * that place Thai vowels and tone marks; pdfkit shapes with fontkit and embeds a subset.
 */
export const FONTS_DIR = path.join(REPO_ROOT, 'api', 'assets', 'fonts', 'sarabun');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: fs.readFileSync(path.join(FONTS_DIR, 'Sarabun-Regular.ttf')),
    bold: fs.readFileSync(path.join(FONTS_DIR, 'Sarabun-Bold.ttf')),
  };
  return fonts;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const COLOURS = { text: '#1f2328', muted: '#57606a', accent: '#1d4e89', rule: '#d0d7de', side: '#eef3f9' };

type FontName = 'regular' | 'bold';
interface Style {
  font: FontName;
  size: number;
  colour: string;
  /** line height as a multiple of the size (Thai needs room above and below for marks) */
  leading?: number;
}
const STYLES = {
  name: { font: 'bold', size: 22, colour: COLOURS.text },
  headline: { font: 'regular', size: 13, colour: COLOURS.accent },
  heading: { font: 'bold', size: 12.5, colour: COLOURS.accent },
  title: { font: 'bold', size: 11, colour: COLOURS.text },
  meta: { font: 'regular', size: 9.5, colour: COLOURS.muted },
  body: { font: 'regular', size: 10, colour: COLOURS.text },
} satisfies Record<string, Style>;

const MONTHS: Record<Locale, Intl.DateTimeFormat> = {
  // th-TH counts years in the Buddhist era, as the product's other Thai dates do: "ม.ค. 2567".
  th: new Intl.DateTimeFormat('th-TH', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
};
const YEARS: Record<Locale, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH', { year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'UTC' }),
};

/** "2024-01" as "ม.ค. 2567" or "Jan 2024". */
export function formatMonth(ym: string, lang: Locale): string {
  const [y, m] = ym.split('-').map(Number);
  return MONTHS[lang].format(new Date(Date.UTC(y, m - 1, 15)));
}
export function formatYear(year: number, lang: Locale): string {
  return YEARS[lang].format(new Date(Date.UTC(year, 6, 1)));
}

/** A column that text flows down, page after page (the modern template has two, side by side). */
class Flow {
  page = 0;
  y: number;
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly pages: { count: number; add: () => void },
    readonly x: number,
    readonly width: number,
    private readonly top: number,
  ) {
    this.y = top;
  }

  private get bottom(): number {
    return A4.height - MARGIN;
  }

  /** Moves to the next page when `height` does not fit under the current position. */
  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.page += 1;
    if (this.page >= this.pages.count) this.pages.add();
    this.y = MARGIN;
  }

  private use(style: Style): number {
    this.doc.switchToPage(this.page);
    this.doc.font(style.font).fontSize(style.size).fillColor(style.colour);
    return style.size * (style.leading ?? 1.45);
  }

  /** Writes `text` wrapped at word boundaries (Thai too) to the column's width. */
  text(text: string, style: Style, indent = 0): void {
    if (!text.trim()) return;
    const lineHeight = this.use(style);
    const measure = measurer(this.doc, style);
    for (const line of wrapText(text, this.width - indent, measure)) {
      this.ensure(lineHeight);
      this.use(style);
      if (line) this.doc.text(line, this.x + indent, this.y, { lineBreak: false });
      this.y += lineHeight;
    }
  }

  gap(points: number): void {
    this.y += points;
  }

  heading(text: string): void {
    this.ensure(STYLES.heading.size * 1.45 + 4 + STYLES.body.size * 3);
    this.gap(6);
    this.text(text, STYLES.heading);
    this.doc.switchToPage(this.page);
    this.doc
      .moveTo(this.x, this.y)
      .lineTo(this.x + this.width, this.y)
      .lineWidth(0.6)
      .strokeColor(COLOURS.rule)
      .stroke();
    this.gap(5);
  }
}

/** Widths of text in a style, cached per string (a CV measures the same words many times). */
function measurer(doc: PDFKit.PDFDocument, style: Style): (s: string) => number {
  const cache = new Map<string, number>();
  return (s) => {
    let w = cache.get(s);
    if (w === undefined) {
      doc.font(style.font).fontSize(style.size);
      w = doc.widthOfString(s);
      cache.set(s, w);
    }
    return w;
  };
}

function fullName(d: CvData): string {
  return [d.firstName, d.lastName].filter(Boolean).join(' ');
}

function contactLines(d: CvData): string[] {
  return [d.email, d.phone, d.province ?? ''].filter((s) => s.trim() !== '');
}

function writeExperience(flow: Flow, d: CvData, lang: Locale): void {
  const L = CV_LABELS[lang];
  if (!d.experiences.length) return;
  flow.heading(L.experience);
  for (const e of d.experiences) {
    flow.ensure(STYLES.title.size * 1.45 * 2 + STYLES.body.size * 1.45);
    flow.text(e.title, STYLES.title);
    const period = `${formatMonth(e.start, lang)} – ${e.end ? formatMonth(e.end, lang) : L.present}`;
    flow.text([e.company, period].filter(Boolean).join(' · '), STYLES.meta);
    flow.gap(2);
    flow.text(e.description, STYLES.body);
    flow.gap(6);
  }
}

function writeEducation(flow: Flow, d: CvData, lang: Locale): void {
  const L = CV_LABELS[lang];
  if (!d.educations.length) return;
  flow.heading(L.education);
  for (const e of d.educations) {
    flow.ensure(STYLES.title.size * 1.45 * 2);
    flow.text([e.degree, e.field].filter(Boolean).join(', ') || e.level || e.institution, STYLES.title);
    const meta = [
      e.institution,
      e.level,
      e.graduatedYear ? `${L.graduated} ${formatYear(e.graduatedYear, lang)}` : null,
    ];
    flow.text(meta.filter(Boolean).join(' · '), STYLES.meta);
    flow.gap(5);
  }
}

function skillLine(d: CvData, lang: Locale): string {
  return d.skills.map((s) => `${s.name} (${CV_LABELS[lang].skillLevel[s.level]})`).join(', ');
}

function writeSkillsAndLanguages(flow: Flow, d: CvData, lang: Locale, oneLineEach: boolean): void {
  const L = CV_LABELS[lang];
  if (d.skills.length) {
    flow.heading(L.skills);
    if (oneLineEach) for (const s of d.skills) flow.text(`${s.name} · ${L.skillLevel[s.level]}`, STYLES.body);
    else flow.text(skillLine(d, lang), STYLES.body);
  }
  if (d.languages.length) {
    flow.heading(L.languages);
    for (const l of d.languages) flow.text(`${l.name} · ${L.languageLevel[l.level]}`, STYLES.body);
  }
}

function header(flow: Flow, d: CvData): void {
  flow.text(fullName(d), STYLES.name);
  flow.text(d.headline, STYLES.headline);
}

/**
 * The CV as an A4 PDF. classic: one column; modern: a shaded side column (contact, skills, languages) next to the
 * main one. The cost is bounded by the profile's own bounds (CANDIDATE_LIMITS: 30 experiences of at most 5,000
 * characters, 20 educations, 50 skills, 20 languages).
 */
export async function renderCv(d: CvData, template: CvTemplate, lang: Locale): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const L = CV_LABELS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    font: null as unknown as string,
    lang: lang === 'th' ? 'th-TH' : 'en-GB',
    displayTitle: true,
    info: { Title: L.title(fullName(d)), Author: fullName(d), Creator: 'JobPortal', Producer: 'JobPortal' },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  for (const name of ['regular', 'bold']) {
    doc.font(name);
    // pdfkit's current EmbeddedFont (not in its types)
    fixTextExtraction((doc as unknown as { _font: unknown })._font);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const sideWidth = 170;
  const pages = {
    count: 0,
    add: () => {
      doc.addPage();
      pages.count += 1;
      if (template === 'modern') doc.rect(0, 0, sideWidth + MARGIN / 2, A4.height).fill(COLOURS.side);
    },
  };
  pages.add();

  if (template === 'classic') {
    const flow = new Flow(doc, pages, MARGIN, A4.width - 2 * MARGIN, MARGIN);
    header(flow, d);
    const contact = [...contactLines(d), d.yearsExperience > 0 ? L.yearsExperience(d.yearsExperience) : ''];
    flow.text(contact.filter(Boolean).join(' · '), STYLES.meta);
    if (d.about.trim()) {
      flow.heading(L.profile);
      flow.text(d.about, STYLES.body);
    }
    writeExperience(flow, d, lang);
    writeEducation(flow, d, lang);
    writeSkillsAndLanguages(flow, d, lang, false);
  } else {
    const sideX = MARGIN / 2;
    const side = new Flow(doc, pages, sideX, sideWidth - MARGIN / 2, MARGIN);
    const mainX = sideWidth + MARGIN;
    const main = new Flow(doc, pages, mainX, A4.width - mainX - MARGIN, MARGIN);
    header(main, d);
    if (d.yearsExperience > 0) main.text(L.yearsExperience(d.yearsExperience), STYLES.meta);
    if (d.about.trim()) {
      main.heading(L.profile);
      main.text(d.about, STYLES.body);
    }
    writeExperience(main, d, lang);
    writeEducation(main, d, lang);
    const contact = contactLines(d);
    if (contact.length) {
      side.heading(L.contact);
      for (const c of contact) side.text(c, STYLES.body);
    }
    writeSkillsAndLanguages(side, d, lang, true);
  }

  doc.end();
  return done;
}
