/**
 * Time of the CV made from the profile (services/cv): median of 20 renders of each template and language, for a
 * typical Thai profile and for the largest profile the API accepts (CANDIDATE_LIMITS: 30 experiences of 5,000
 * characters, 20 educations, 50 skills, 20 languages).  Run: cd api && npx tsx bench/cv.ts
 */
import { CANDIDATE_LIMITS } from '@jobportal/contracts';
import { renderCv, type CvData } from '../src/services/cv/render';

const THAI = 'ดูแลทีมนักพัฒนาจำนวนแปดคน วางสถาปัตยกรรมระบบไมโครฟรอนต์เอนด์ และปรับปรุงประสิทธิภาพของเว็บไซต์ให้โหลดเร็วขึ้น ';

const typical: CvData = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  headline: 'นักพัฒนาซอฟต์แวร์อาวุโส ด้าน React และ Node.js',
  about: THAI.repeat(4),
  email: 'somchai@example.com',
  phone: '081-234-5678',
  province: 'กรุงเทพมหานคร',
  yearsExperience: 10,
  experiences: Array.from({ length: 4 }, (_, i) => ({
    company: `บริษัท ตัวอย่าง ${i + 1} จำกัด`,
    title: 'นักพัฒนาซอฟต์แวร์',
    start: '2018-01',
    end: i ? '2020-12' : null,
    description: THAI.repeat(3),
  })),
  educations: [
    {
      institution: 'จุฬาลงกรณ์มหาวิทยาลัย',
      degree: 'วิศวกรรมศาสตรบัณฑิต',
      field: 'วิศวกรรมคอมพิวเตอร์',
      level: 'ปริญญาตรี',
      graduatedYear: 2015,
    },
  ],
  skills: Array.from({ length: 10 }, (_, i) => ({ name: `Skill ${i}`, level: 'advanced' as const })),
  languages: [
    { name: 'ไทย', level: 'native' },
    { name: 'อังกฤษ', level: 'business' },
  ],
};

const L = CANDIDATE_LIMITS;
const largest: CvData = {
  ...typical,
  about: THAI.repeat(Math.floor(L.aboutMax / THAI.length)),
  experiences: Array.from({ length: L.experiencesMax }, (_, i) => ({
    ...typical.experiences[0],
    company: `บริษัท ตัวอย่าง ${i + 1} จำกัด`,
    description: THAI.repeat(Math.floor(L.descriptionMax / THAI.length)),
  })),
  educations: Array.from({ length: L.educationsMax }, () => typical.educations[0]),
  skills: Array.from({ length: L.skillsMax }, (_, i) => ({ name: `Skill ${i}`, level: 'expert' as const })),
  languages: Array.from({ length: L.languagesMax }, () => typical.languages[0]),
};

async function median(data: CvData, template: 'classic' | 'modern', lang: 'th' | 'en', runs: number) {
  const times: number[] = [];
  let bytes = 0;
  let pages = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const pdf = await renderCv(data, template, lang);
    times.push(performance.now() - t0);
    bytes = pdf.length;
    pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], max: times.at(-1)!, bytes, pages };
}

async function main() {
  await renderCv(typical, 'classic', 'th'); // fonts read, code warmed
  for (const [name, data, runs] of [
    ['typical', typical, 20],
    ['largest', largest, 5],
  ] as const) {
    for (const template of ['classic', 'modern'] as const) {
      for (const lang of ['th', 'en'] as const) {
        const r = await median(data, template, lang, runs);
        console.log(
          `${name} ${template}/${lang}: median ${r.median.toFixed(1)} ms, max ${r.max.toFixed(1)} ms of ${runs}; ` +
            `${r.pages} pages, ${(r.bytes / 1024).toFixed(0)} KB`,
        );
      }
    }
  }
}

void main();
