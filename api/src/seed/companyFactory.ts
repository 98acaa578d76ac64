import type { ContactLink } from '@jobportal/contracts';
import type { company } from '../db/schema';
import { BENEFITS, DEMO_COMPANIES, type DemoCompanyDef } from './data/companies';
import type { JobCompanyRef } from './jobFactory';
import type { Rng } from './random';
import { rngUuid } from './random';

export type CompanyInsert = typeof company.$inferInsert;

export interface BuiltCompany {
  row: CompanyInsert & { id: string };
  ref: JobCompanyRef;
}

const SIZE_TEXT_TH: Record<string, string> = {
  '1-10': 'ทีมเล็กที่คล่องตัว',
  '11-50': 'ทีมขนาดกะทัดรัด',
  '51-200': 'ทีมงานกว่าร้อยคน',
  '201-500': 'พนักงานหลายร้อยคน',
  '501-1000': 'พนักงานเกือบหนึ่งพันคน',
  '1000+': 'พนักงานมากกว่าหนึ่งพันคน',
};

function domain(def: DemoCompanyDef): string {
  return `${def.key.replace(/[^a-z0-9]+/g, '')}.example.co.th`;
}

export function buildCompany(rng: Rng, def: DemoCompanyDef, now: Date): BuiltCompany {
  const id = rngUuid(rng);
  const benefits = rng.sample(BENEFITS, rng.int(5, 9));
  const site = `https://www.${domain(def)}`;
  const links: ContactLink[] = [
    { type: 5, value: `jobs@${domain(def)}` },
    { type: 6, value: site },
    { type: 3, value: `02-${rng.int(100, 999)}-${rng.int(1000, 9999)}` },
  ];
  if (rng.chance(0.7)) links.push({ type: 1, value: `@${def.key.slice(0, 12)}` });
  if (rng.chance(0.6)) links.push({ type: 7, value: `facebook.com/${def.key}` });
  if (rng.chance(0.5)) links.push({ type: 8, value: `www.linkedin.com/company/${def.key}` });
  const aboutTh =
    `<p>${def.nameTh} พัฒนา${def.focusTh} ${SIZE_TEXT_TH[def.size]} ` +
    `เราเชื่อในการทำงานเป็นทีม การเรียนรู้อย่างต่อเนื่อง และการสร้างผลิตภัณฑ์ที่ผู้ใช้รัก</p>`;
  const aboutEn =
    `<p>${def.nameEn} builds ${def.focusEn}. ` +
    `We value teamwork, continuous learning and products that users love${def.international ? ', and we work with colleagues all over the world' : ''}.</p>`;
  const row = {
    id,
    nameTh: def.nameTh,
    nameEn: def.nameEn,
    companyTypeId: def.typeId,
    aboutTh,
    aboutEn,
    benefits: benefits.map((b) => b.th),
    size: def.size,
    website: site,
    contactLinks: links,
    address: `${rng.int(1, 999)}/${rng.int(1, 99)} ${def.nameEn.split(' ')[0]} Tower`,
    provinceId: def.provinceId,
    verified: rng.chance(0.7),
    createdAt: new Date(now.getTime() - rng.int(100, 1500) * 86_400_000),
    updatedAt: now,
  };
  return {
    row,
    ref: {
      id,
      nameTh: def.nameTh,
      nameEn: def.nameEn,
      provinceId: def.provinceId,
      focusTh: def.focusTh,
      focusEn: def.focusEn,
      international: def.international,
      benefits,
    },
  };
}

const SYNTH_PREFIX = [
  'Nova',
  'Blue',
  'Prime',
  'Smart',
  'Thai',
  'Asia',
  'Bright',
  'Rapid',
  'Zen',
  'Delta',
  'Apex',
  'Golden',
  'Lotus',
  'River',
  'Sky',
  'Metro',
  'Coral',
  'Teak',
  'Jade',
  'Orbit',
];
const SYNTH_SUFFIX = [
  'Systems',
  'Labs',
  'Digital',
  'Technology',
  'Software',
  'Solutions',
  'Data',
  'Cloud',
  'Works',
  'Interactive',
  'Networks',
  'Innovations',
  'Apps',
  'Analytics',
  'Studio',
  'Ventures',
  'Tech',
  'Logic',
  'Bytes',
  'Code',
];
const SYNTH_PREFIX_TH = [
  'โนวา',
  'บลู',
  'ไพรม์',
  'สมาร์ท',
  'ไทย',
  'เอเชีย',
  'ไบรท์',
  'แรพิด',
  'เซน',
  'เดลต้า',
  'เอเพ็กซ์',
  'โกลเด้น',
  'โลตัส',
  'ริเวอร์',
  'สกาย',
  'เมโทร',
  'คอรัล',
  'ทีค',
  'เจด',
  'ออร์บิต',
];
const SYNTH_SUFFIX_TH = [
  'ซิสเต็มส์',
  'แล็บส์',
  'ดิจิทัล',
  'เทคโนโลยี',
  'ซอฟต์แวร์',
  'โซลูชั่นส์',
  'ดาต้า',
  'คลาวด์',
  'เวิร์กส์',
  'อินเทอร์แอคทีฟ',
  'เน็ตเวิร์กส์',
  'อินโนเวชั่นส์',
  'แอปส์',
  'อนาไลติกส์',
  'สตูดิโอ',
  'เวนเจอร์ส',
  'เทค',
  'ลอจิก',
  'ไบต์',
  'โค้ด',
];

/** Synthetic employers for the benchmark generator: name combinations over the demo company profiles. */
export function syntheticCompanyDefs(rng: Rng, count: number): DemoCompanyDef[] {
  const defs: DemoCompanyDef[] = [];
  for (let i = 0; i < count; i++) {
    const base = DEMO_COMPANIES[i % DEMO_COMPANIES.length];
    const a = i % SYNTH_PREFIX.length;
    const b = Math.floor(i / SYNTH_PREFIX.length) % SYNTH_SUFFIX.length;
    defs.push({
      ...base,
      key: `synthetic-${i}`,
      nameEn: `${SYNTH_PREFIX[a]} ${SYNTH_SUFFIX[b]} ${i >= 400 ? i : ''}`.trim(),
      nameTh: `${SYNTH_PREFIX_TH[a]} ${SYNTH_SUFFIX_TH[b]} ${i >= 400 ? i : ''}`.trim(),
      provinceId: rng.chance(0.6) ? 1 : rng.int(1, 77),
    });
  }
  return defs;
}
