import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { forEachDriver } from './helpers/app';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { createUser, type TestUser } from './helpers/users';

/**
 * The CV made from the profile (issue 44): an A4 PDF whose text, read back by pdf.js (what a viewer copies and
 * searches), is the profile's own text, Thai lines broken between words only; stored as a résumé it travels with
 * an application to the employer.
 */

/** The lines of each page as pdf.js reads them (test/helpers/pdf-text.mjs, a separate Node process). */
function pdfLines(pdf: Buffer): string[][] {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'helpers/pdf-text.mjs')], { input: pdf });
  return JSON.parse(out.toString()) as string[][];
}

/**
 * Text compared as a reader sees it: NFKC (ำ comes out of a PDF as its compatibility decomposition U+0E4D U+0E32,
 * see services/cv/extraction.ts) and runs of white space as one space.
 */
const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim();
/** Without any white space: a Thai paragraph broken over lines has no space where the line breaks. */
const flat = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

const ABOUT =
  'ผมเป็นนักพัฒนาซอฟต์แวร์ที่มีประสบการณ์การทำงานมากกว่าสิบปี เคยร่วมพัฒนาระบบธนาคารออนไลน์ที่มีผู้ใช้งานหลายล้านคน' +
  'และชอบเรียนรู้เทคโนโลยีใหม่ๆอยู่เสมอ นอกจากนี้ยังมีความสามารถในการสื่อสารและทำงานร่วมกับทีมได้เป็นอย่างดีทั้งในบทบาท' +
  'ผู้นำทีมและสมาชิกในทีม ชอบแก้ปัญหาที่ซับซ้อนและดูแลคุณภาพของโค้ดด้วยการทดสอบอัตโนมัติอย่างสม่ำเสมอ';

const PROFILE = {
  first_name: 'สมชาย',
  last_name: 'ใจดีมาก',
  headline: 'นักพัฒนาซอฟต์แวร์อาวุโส ด้าน React และ Node.js',
  about: ABOUT,
  phone: '081-234-5678',
  province_id: 1,
  years_experience: 10,
  skills: [
    { slug: 'react', level: 'expert' },
    { slug: 'javascript', level: 'advanced' },
  ],
  experiences: [
    {
      company: 'บริษัท ไทยเทค จำกัด',
      title: 'หัวหน้าทีมพัฒนาซอฟต์แวร์',
      start: '2021-03',
      end: null,
      description: 'ดูแลทีมนักพัฒนาจำนวนแปดคน วางสถาปัตยกรรมระบบไมโครฟรอนต์เอนด์ และลดเวลาโหลดหน้าเว็บลงสามสิบเปอร์เซ็นต์',
    },
    {
      company: 'Siam Digital Co., Ltd.',
      title: 'นักพัฒนาฟูลสแตก',
      start: '2016-06',
      end: '2021-02',
      description: 'พัฒนาระบบจองตั๋วออนไลน์ที่รองรับผู้ใช้งานพร้อมกันกว่าหนึ่งหมื่นคน น้ำหนักเบาและเร็ว',
    },
  ],
  educations: [
    {
      institution: 'จุฬาลงกรณ์มหาวิทยาลัย',
      degree: 'วิศวกรรมศาสตรบัณฑิต',
      field: 'วิศวกรรมคอมพิวเตอร์',
      education_level_id: 2,
      graduated_year: 2015,
    },
  ],
  languages: [
    { language: 'th', level: 'native' },
    { language: 'en', level: 'business' },
  ],
};

/** Word boundaries of `text` (Intl.Segmenter, Thai dictionary) as offsets into its white-space-free form. */
function boundaries(text: string): Set<number> {
  const out = new Set<number>([0]);
  let n = 0;
  for (const { segment } of new Intl.Segmenter('th', { granularity: 'word' }).segment(
    text.normalize('NFKC'),
  )) {
    n += segment.replace(/\s+/g, '').length;
    out.add(n);
  }
  return out;
}

/** The lines of `lines` that together make `paragraph` (white space aside), in order. */
function linesOf(lines: string[], paragraph: string): string[] {
  const target = flat(paragraph);
  const start = lines.findIndex((l) => flat(l).length > 0 && target.startsWith(flat(l)));
  expect(start).toBeGreaterThanOrEqual(0);
  const picked: string[] = [];
  let text = '';
  for (let i = start; i < lines.length && text.length < target.length; i++) {
    picked.push(lines[i]);
    text += flat(lines[i]);
  }
  expect(text).toBe(target);
  return picked;
}

forEachDriver('CV from the profile', (ctx) => {
  let cand: TestUser;
  let empty: TestUser;
  let hr: TestUser;

  const get = (who: TestUser | undefined, query: string) =>
    ctx.call('GET', `/api/candidate/profile/cv.pdf${query}`, { auth: who?.auth });

  beforeAll(async () => {
    [cand, empty, hr] = await Promise.all([
      createUser('candidate'),
      createUser('candidate'),
      createUser('corporate'),
    ]);
    const res = await ctx.call('PUT', '/api/candidate/profile', { auth: cand.auth, body: PROFILE });
    expect(res.statusCode).toBe(200);
    await ctx.call('PUT', '/api/candidate/profile', {
      auth: empty.auth,
      body: { first_name: '', last_name: '' },
    });
  });

  for (const template of ['classic', 'modern'] as const) {
    for (const lang of ['th', 'en'] as const) {
      it(`${template}/${lang}: an A4 PDF whose text is the profile's, Thai broken between words`, async () => {
        const res = await get(cand, `?template=${template}&lang=${lang}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toContain(`${template}-${lang}.pdf`);
        const pdf = res.rawPayload;
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
        const pages = pdfLines(pdf);
        const lines = pages.flat();
        const text = lines.map(norm);

        // one line each: exactly the profile's text
        expect(text).toContain(norm(`${PROFILE.first_name} ${PROFILE.last_name}`));
        expect(text).toContain(norm(PROFILE.headline));
        for (const e of PROFILE.experiences) expect(text).toContain(norm(e.title));
        // labels and dates in the CV's language (Thai: Buddhist era, 2016 = 2559)
        if (lang === 'th') {
          expect(text).toEqual(expect.arrayContaining(['ประสบการณ์ทํางาน', 'การศึกษา', 'ทักษะ']));
          expect(text).toContain(norm('Siam Digital Co., Ltd. · มิ.ย. 2559 – ก.พ. 2564'));
          expect(text).toContain(norm('บริษัท ไทยเทค จำกัด · มี.ค. 2564 – ปัจจุบัน'));
        } else {
          expect(text).toEqual(expect.arrayContaining(['Experience', 'Education', 'Skills']));
          expect(text).toContain('Siam Digital Co., Ltd. · Jun 2016 – Feb 2021');
          expect(text).toContain('บริษัท ไทยเทค จำกัด · Mar 2021 – Present'.normalize('NFKC'));
        }

        // paragraphs over several lines: the same text, each line ending at a word boundary
        for (const paragraph of [ABOUT, ...PROFILE.experiences.map((e) => e.description)]) {
          const picked = linesOf(lines, paragraph);
          const ends = boundaries(paragraph);
          let at = 0;
          for (const line of picked) {
            at += flat(line).length;
            expect([line, ends.has(at)]).toEqual([line, true]);
          }
          // the lines follow each other in the paragraph, spaces included (a line ends before a space or between
          // two Thai words that have none)
          const whole = norm(paragraph);
          let pos = 0;
          for (const line of picked.map(norm)) {
            expect(whole.slice(pos, pos + line.length)).toBe(line);
            pos += line.length;
            if (whole[pos] === ' ') pos += 1;
          }
          expect(pos).toBe(whole.length);
        }
        expect(linesOf(lines, ABOUT).length).toBeGreaterThanOrEqual(template === 'modern' ? 4 : 3);
      });
    }
  }

  it('the query is checked; only a candidate reads it, and only their own profile', async () => {
    const bad = await get(cand, '?template=fancy');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('template');
    expect((await get(undefined, '')).statusCode).toBe(401);
    expect((await get(hr, '')).statusCode).toBe(403);
    // another candidate gets their own (empty) profile, never this one: a profile without a name is refused
    const other = await get(empty, '');
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields[0]).toMatchObject({ field: 'first_name', code: 'required' });
    expect(other.body).not.toContain('สมชาย');
  });

  it('stored as a résumé, the CV goes with an application and the employer downloads the PDF', async () => {
    await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: cand.auth,
      body: { pdpa: true, cookie: false, marketing: false },
    });
    const jobId = await insertPublishedJob(ctx.db, await insertCompany(ctx.db, 'บริษัท ซีวี จำกัด', hr.uid));
    const stored = await ctx.call('POST', '/api/candidate/profile/cv', {
      auth: cand.auth,
      body: { template: 'modern', lang: 'en' },
    });
    expect(stored.statusCode).toBe(200);
    const file = stored.json().data;
    expect(file).toMatchObject({ mime: 'application/pdf', name: expect.stringMatching(/modern-en\.pdf$/) });
    expect(file.size).toBeGreaterThan(5000);
    // not made the profile's résumé
    const profile = await ctx.call('GET', '/api/candidate/getProfile', { auth: cand.auth });
    expect(profile.json().data[0].resume).toBeNull();

    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId, resume_file_id: file.id },
    });
    expect(applied.statusCode).toBe(201);
    const detail = await ctx.call('GET', `/api/corporate/applications/${applied.json().data.id}`, {
      auth: hr.auth,
    });
    expect(detail.json().data.resume.id).toBe(file.id);
    const download = await ctx.call('GET', `/api/files/${file.id}`, { auth: hr.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(pdfLines(download.rawPayload).flat().map(norm)).toContain(norm(PROFILE.headline));

    const unsigned = await ctx.call('POST', '/api/candidate/profile/cv', { body: { template: 'modern' } });
    expect(unsigned.statusCode).toBe(401);
  });
});
