import { getDefaultCanonicalizer } from '../src/services/ai/canonical';
import { careerChangeOf } from '../src/services/ai/career';
import { MatchIndex, type MatchIndexRow } from '../src/services/ai/match-index';
import { explain, explainDoc, matchContext, prepareProfile } from '../src/services/ai/matcher';
import { rankJobs } from '../src/services/ai/rank';
import { getDefaultRelations } from '../src/services/ai/relations';
import type { MatchProfile } from '../src/services/ai/types';
import { buildJobSearchText } from '../src/services/search/indexing';
import { getDefaultTaxonomy } from '../src/services/search/taxonomy';

function job(id: string, over: Partial<MatchIndexRow> & { description?: string } = {}): MatchIndexRow {
  const base = {
    id,
    title: 'Backend Developer',
    skills: ['go', 'postgresql', 'docker'],
    provinceId: 1,
    workType: 'hybrid' as const,
    hireType: 'full_time' as const,
    educationLevelId: null,
    yearsExperienceMin: 3,
    salaryMin: 60000,
    salaryMax: 90000,
    postedAt: new Date('2026-11-01T00:00:00Z'),
    ...over,
  };
  const searchText = buildJobSearchText(
    { title: base.title, descriptionHtml: `<p>${over.description ?? ''}</p>`, skills: base.skills },
    getDefaultTaxonomy(),
  );
  return { ...base, searchText };
}

function profile(over: Partial<MatchProfile> = {}): MatchProfile {
  return {
    skills: [
      { slug: 'go', level: 'expert' },
      { slug: 'postgresql', level: 'advanced' },
      { slug: 'docker', level: 'advanced' },
    ],
    yearsExperience: 5,
    expectedSalary: 80000,
    provinceId: 1,
    preferredWorkTypes: ['hybrid'],
    preferredHireTypes: ['full_time'],
    educationLevelId: 5,
    headline: 'Backend Developer',
    about: '',
    experiences: [],
    ...over,
  };
}

function setup(rows: MatchIndexRow[]) {
  const index = MatchIndex.build(getDefaultCanonicalizer(), rows);
  return { index, ctx: matchContext(index, getDefaultRelations()) };
}

const filler = [
  job('acc', { title: 'Accountant', skills: ['excel'], description: 'Monthly closing and tax reports' }),
  job('fe', {
    title: 'Senior Frontend Engineer (React)',
    skills: ['react', 'typescript', 'css'],
    description: 'Design systems and web performance',
  }),
  job('qa', { title: 'QA Tester', skills: ['manual-testing'], description: 'Write test cases' }),
];

describe('AI matching engine: features and explanation', () => {
  it('scores a job whose skills are all matched high and lists them', () => {
    const { index, ctx } = setup([job('j1'), ...filler]);
    const p = prepareProfile(ctx, profile());
    const m = explainDoc(ctx, p, index.docOf.get('j1')!);
    expect(m.matched_skills).toEqual(['go', 'postgresql', 'docker']);
    expect(m.missing_skills).toEqual([]);
    expect(m.required_skill_count).toBe(3);
    expect(m.score).toBeGreaterThanOrEqual(80);
    expect(m.salary_fit).toBe('within');
    expect(m.location_fit).toBe(true);
    expect(m.work_type_fit).toBe(true);
    expect(m.seniority_fit).toBe('fit');
    expect(m.reasons_th).toEqual([
      'ตรง 3 จาก 3 ทักษะที่ต้องการ',
      'ประสบการณ์ 5 ปี ตรงตามที่ต้องการ (3 ปีขึ้นไป)',
      'เงินเดือนอยู่ในช่วงที่คาดหวัง',
      'กรุงเทพฯ แบบไฮบริด ตามที่ต้องการ',
    ]);
    expect(m.reasons_en).toEqual([
      '3 of 3 required skills',
      '5 years of experience fits (3+ asked)',
      'Salary within your expectation',
      'Bangkok, hybrid as you prefer',
    ]);
    expect(m.summary_en).toBe(m.reasons_en.join(' · '));
    const b = m.breakdown!;
    expect(Object.values(b).reduce((s, x) => s + x, 0)).toBeCloseTo(m.score, 0);
  });

  it('lists the missing skills and scores lower', () => {
    const { index, ctx } = setup([
      job('all'),
      job('some', { skills: ['go', 'kubernetes', 'kafka', 'postgresql'] }),
      ...filler,
    ]);
    const p = prepareProfile(ctx, profile());
    const all = explainDoc(ctx, p, index.docOf.get('all')!);
    const some = explainDoc(ctx, p, index.docOf.get('some')!);
    expect(some.matched_skills).toEqual(['go', 'postgresql']);
    expect(some.missing_skills).toEqual(['kubernetes', 'kafka']);
    expect(some.reasons_th.slice(0, 3)).toEqual([
      'ตรง 2 จาก 4 ทักษะที่ต้องการ',
      'ทักษะใกล้เคียงที่ใช้แทนได้บางส่วน: Kubernetes (คุณมี Docker)',
      'ยังขาด: Apache Kafka',
    ]);
    expect(some.reasons_en.slice(0, 3)).toEqual([
      '2 of 4 required skills',
      'Partly covered by related skills: Kubernetes (you have Docker)',
      'Missing: Apache Kafka',
    ]);
    expect(some.score).toBeLessThan(all.score);
  });

  it('explains in short separate lines with plurals and spacing right', () => {
    const many = ['go', 'java', 'kafka', 'redis', 'terraform', 'rust', 'python'];
    const { index, ctx } = setup([
      job('remote', { workType: 'remote', skills: ['go', ...many.slice(1, 6)], yearsExperienceMin: 2 }),
      job('more', { skills: many }),
      ...filler,
    ]);
    const one = (over: Partial<MatchProfile>) =>
      prepareProfile(ctx, profile({ preferredWorkTypes: ['remote'], yearsExperience: 1, ...over }));
    const r = explainDoc(ctx, one({}), index.docOf.get('remote')!);
    // "ทำงานทางไกล (remote)ตามที่ต้องการ" and "1 years" were the slips
    expect(r.reasons_th).toContain('ทำงานทางไกล (remote) ตามที่ต้องการ');
    expect(r.reasons_en).toContain('Remote as you prefer');
    expect(r.reasons_en).toContain('1 year of experience, the job asks for 2');
    expect(r.reasons_en).toContain('Missing: Java, Apache Kafka, Redis, Terraform and 1 more skill');
    expect(r.reasons_th).toContain('ยังขาด: Java, Apache Kafka, Redis, Terraform และอีก 1 ทักษะ');
    const m = explainDoc(ctx, one({}), index.docOf.get('more')!);
    expect(m.reasons_en).toContain('Missing: Java, Apache Kafka, Redis, Terraform and 2 more skills');
    const single = explainDoc(
      ctx,
      one({ skills: [{ slug: 'go', level: 'expert' }] }),
      index.docOf.get('fe')!,
    );
    expect(single.reasons_en[0]).toBe('0 of 3 required skills');
    for (const line of [...r.reasons_th, ...r.reasons_en, ...m.reasons_en]) {
      expect(line).not.toMatch(/;|\)\S|\S\(/);
      expect(line.length).toBeLessThan(90);
    }
  });

  it('never relates skills of different stacks in an explanation (Laravel is not covered by Node.js)', () => {
    const { index, ctx } = setup([
      job('php', { title: 'PHP Developer', skills: ['laravel', 'grpc', 'dotnet', 'django'] }),
      ...filler,
    ]);
    const p = prepareProfile(ctx, profile({ skills: [{ slug: 'nodejs', level: 'expert' }] }));
    const m = explainDoc(ctx, p, index.docOf.get('php')!);
    expect(m.related_skills).toEqual([]);
    expect(m.reasons_th.join(' ')).not.toContain('Node.js');
    expect(m.reasons_en).toContain('Missing: Laravel, gRPC, .NET, Django');
  });

  it('gives partial credit to related skills (TypeScript for JavaScript) and says so', () => {
    const { index, ctx } = setup([
      job('js', { title: 'JavaScript Developer', skills: ['javascript'] }),
      ...filler,
    ]);
    const p = prepareProfile(ctx, profile({ skills: [{ slug: 'typescript', level: 'advanced' }] }));
    const m = explainDoc(ctx, p, index.docOf.get('js')!);
    expect(m.matched_skills).toEqual([]);
    expect(m.missing_skills).toEqual(['javascript']);
    expect(m.related_skills).toEqual([{ slug: 'javascript', via: 'typescript', credit: 0.8 }]);
    expect(m.reasons_th).toContain('ทักษะใกล้เคียงที่ใช้แทนได้บางส่วน: JavaScript (คุณมี TypeScript)');
    expect(m.reasons_en).toContain('Partly covered by related skills: JavaScript (you have TypeScript)');
    expect(explainDoc(ctx, p, index.docOf.get('js')!, 'employer').reasons_en).toContain(
      'Partly covered by related skills: JavaScript (has TypeScript)',
    );
    expect(m.breakdown!.skills).toBeGreaterThan(30);
  });

  it('classifies salary within, below, above and unknown', () => {
    const { index, ctx } = setup([job('j'), ...filler]);
    const j = index.jobOf(index.docOf.get('j')!);
    const fitFor = (expected: number | null, min: number | null, max: number | null) =>
      explain(
        ctx,
        prepareProfile(ctx, profile({ expectedSalary: expected })),
        { ...j, salaryMin: min, salaryMax: max },
        0,
      ).salary_fit;
    expect(fitFor(70000, 60000, 90000)).toBe('within');
    expect(fitFor(120000, 60000, 90000)).toBe('below');
    expect(fitFor(50000, 60000, 90000)).toBe('above');
    expect(fitFor(null, 60000, 90000)).toBe('unknown');
    expect(fitFor(70000, null, null)).toBe('unknown');
    const below = explain(ctx, prepareProfile(ctx, profile({ expectedSalary: 120000 })), j, 0);
    expect(below.reasons_th).toContain('เงินเดือนต่ำกว่าที่คาดหวัง');
    expect(below.reasons_en).toContain('Pays below your expectation');
    expect(
      explain(ctx, prepareProfile(ctx, profile({ expectedSalary: 120000 })), j, 0, 'employer').reasons_en,
    ).toContain('Expects more than the budget');
  });

  it('classifies seniority and location', () => {
    const { index, ctx } = setup([job('j'), ...filler]);
    const j = index.jobOf(index.docOf.get('j')!);
    const m = (p: Partial<MatchProfile>, over: Partial<typeof j> = {}) =>
      explain(ctx, prepareProfile(ctx, profile(p)), { ...j, ...over }, 0);
    expect(m({ yearsExperience: 1 }).seniority_fit).toBe('under');
    expect(m({ yearsExperience: 12 }, { yearsExperienceMin: 0 }).seniority_fit).toBe('over');
    expect(m({ provinceId: 39 }).location_fit).toBe(false);
    expect(m({ provinceId: 39 }, { workType: 'remote' }).location_fit).toBe(true);
    expect(m({ provinceId: null }).location_fit).toBeNull();
    expect(m({ preferredWorkTypes: ['remote'] }).work_type_fit).toBe(false);
    expect(m({ preferredWorkTypes: [] }).work_type_fit).toBeNull();
  });
});

describe('AI matching engine: Thai and English text', () => {
  const rows = [
    job('en-go', {
      title: 'Senior Backend Engineer (Golang)',
      skills: ['go', 'postgresql'],
      description: 'Payments APIs',
    }),
    job('th-go', {
      title: 'นักพัฒนาแบ็กเอนด์ ภาษา Go อาวุโส',
      skills: ['go', 'redis'],
      description: 'พัฒนาระบบหลังบ้าน',
    }),
    job('th-fe', { title: 'นักพัฒนาฟรอนต์เอนด์ React', skills: ['react', 'css'], description: 'พัฒนาหน้าเว็บ' }),
    job('en-fe', { title: 'Frontend Engineer (Vue)', skills: ['vue', 'css'], description: 'Web apps' }),
    ...filler,
  ];
  const textOnly = (headline: string): MatchProfile =>
    profile({ skills: [], headline, expectedSalary: null, preferredWorkTypes: [], preferredHireTypes: [] });

  it('a Thai profile finds the English posting', () => {
    const { index, ctx } = setup(rows);
    const p = prepareProfile(ctx, textOnly('นักพัฒนาแบ็กเอนด์ ภาษา Go 5 ปี'));
    const ranked = rankJobs(ctx, p, { limit: 3 }).map((r) => index.ids[r.doc]);
    expect(ranked.slice(0, 2).sort()).toEqual(['en-go', 'th-go']);
    const m = explainDoc(ctx, p, index.docOf.get('en-go')!);
    expect(m.text_similarity).toBeGreaterThan(0.3);
  });

  it('an English profile finds the Thai posting', () => {
    const { index, ctx } = setup(rows);
    const p = prepareProfile(ctx, textOnly('Senior Backend Engineer (Golang)'));
    const ranked = rankJobs(ctx, p, { limit: 3 }).map((r) => index.ids[r.doc]);
    expect(ranked.slice(0, 2).sort()).toEqual(['en-go', 'th-go']);
    const th = explainDoc(ctx, p, index.docOf.get('th-go')!);
    const fe = explainDoc(ctx, p, index.docOf.get('th-fe')!);
    expect(th.text_similarity!).toBeGreaterThan(fe.text_similarity!);
  });
});

describe('AI matching engine: ranking', () => {
  it('ranks with the same score as the explanation, best first, and applies filters and exclusions', () => {
    const rows = [
      job('a'),
      job('b', { provinceId: 39, workType: 'onsite' }),
      job('c', { skills: ['go', 'kubernetes'], workType: 'remote' }),
      job('d', { skills: ['java', 'spring'], title: 'Java Developer' }),
      ...filler,
    ];
    const { index, ctx } = setup(rows);
    const p = prepareProfile(ctx, profile());
    const ranked = rankJobs(ctx, p, { limit: 10 });
    expect(index.ids[ranked[0].doc]).toBe('a');
    for (const r of ranked) expect(explainDoc(ctx, p, r.doc).score).toBeCloseTo(r.score, 1);
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i - 1].score).toBeGreaterThanOrEqual(ranked[i].score);
    const remote = rankJobs(ctx, p, { limit: 10, filter: { workType: ['remote'] } }).map(
      (r) => index.ids[r.doc],
    );
    expect(remote).toEqual(['c']);
    const cm = rankJobs(ctx, p, { limit: 10, filter: { location: [39] } }).map((r) => index.ids[r.doc]);
    expect(cm).toEqual(['b']);
    const tagged = rankJobs(ctx, p, { limit: 10, filter: { tag: ['kubernetes'] } }).map(
      (r) => index.ids[r.doc],
    );
    expect(tagged).toEqual(['c']);
    const paid = rankJobs(ctx, p, { limit: 10, filter: { minimum_salary: 100000 } });
    expect(paid).toEqual([]);
    const without = rankJobs(ctx, p, { limit: 10, exclude: new Set(['a']) }).map((r) => index.ids[r.doc]);
    expect(without).not.toContain('a');
  });

  it('keeps the index fresh: upsert replaces a job, remove drops it', () => {
    const { index, ctx } = setup([job('a'), job('b', { skills: ['java'] }), ...filler]);
    index.upsert(job('b', { skills: ['go', 'postgresql', 'docker'], title: 'Go Engineer' }));
    index.remove('a');
    const p = prepareProfile(ctx, profile());
    const ids = rankJobs(ctx, p, { limit: 10 }).map((r) => index.ids[r.doc]);
    expect(ids[0]).toBe('b');
    expect(ids).not.toContain('a');
    expect(index.live).toBe(4);
  });
});

describe('AI matching engine: career changers', () => {
  const changer = (over: Partial<MatchProfile> = {}) =>
    profile({
      yearsExperience: 6,
      expectedSalary: null,
      headline: 'Backend developer moving into Data analyst',
      experiences: [{ title: 'Backend Developer', description: 'Go services and PostgreSQL' }],
      skills: [
        { slug: 'go', level: 'expert' },
        { slug: 'postgresql', level: 'advanced' },
        { slug: 'docker', level: 'advanced' },
        { slug: 'sql', level: 'beginner' },
      ],
      ...over,
    });
  const rows = [
    job('be1'),
    job('be2', { skills: ['go', 'docker'] }),
    job('da', {
      title: 'Data Analyst',
      skills: ['sql', 'power-bi', 'excel'],
      yearsExperienceMin: 0,
      description: 'Dashboards and reports',
    }),
    ...filler,
  ];

  it('detects the target family from the headline when the experience is in another family', () => {
    const canon = getDefaultCanonicalizer();
    expect(careerChangeOf(changer(), canon)?.targets).toEqual(['data-analyst']);
    const th = changer({
      headline: 'นักพัฒนาระบบหลังบ้าน กำลังเปลี่ยนสายงานเป็น วิศวกรข้อมูล',
      experiences: [{ title: 'นักพัฒนาแบ็กเอนด์', description: '' }],
    });
    expect(careerChangeOf(th, canon)?.targets).toEqual(['data-engineer']);
    // the same family, no experience, or experience titles naming no family: not a change
    expect(careerChangeOf(changer({ headline: 'Senior Backend Developer' }), canon)).toBeNull();
    expect(careerChangeOf(changer({ experiences: [] }), canon)).toBeNull();
    const unknown = changer({ experiences: [{ title: 'Odoo consultant', description: '' }] });
    expect(careerChangeOf(unknown, canon)).toBeNull();
  });

  it('ranks the target family first, at entry level, and says so in Thai and English', () => {
    const { index, ctx } = setup(rows);
    const p = prepareProfile(ctx, changer());
    const ranked = rankJobs(ctx, p, { limit: 10 });
    expect(index.ids[ranked[0].doc]).toBe('da');
    // the backend jobs fit the old skills better, but come after
    expect(ranked[0].score).toBeLessThan(ranked[1].score);
    const m = explainDoc(ctx, p, index.docOf.get('da')!);
    expect(m.seniority_fit).toBe('fit');
    expect(m.reasons_th[0]).toBe('ตรงกับสายงานใหม่ที่คุณต้องการ (นักวิเคราะห์ข้อมูล) เทียบกับตำแหน่งระดับเริ่มต้น');
    expect(m.reasons_en[0]).toBe('The new role you are looking for (Data analyst), compared at entry level');
    expect(m.summary_en).not.toContain('years of experience');
    const be = explainDoc(ctx, p, index.docOf.get('be1')!);
    expect(be.summary_en).not.toContain('new role');
    expect(explainDoc(ctx, p, index.docOf.get('da')!, 'employer').reasons_en[0]).toBe(
      'Candidate moving into Data analyst',
    );
  });

  it('ranks by fit as before when the headline names the family the candidate works in', () => {
    const { index, ctx } = setup(rows);
    const p = prepareProfile(ctx, changer({ headline: 'Backend Developer' }));
    expect(index.ids[rankJobs(ctx, p, { limit: 10 })[0].doc]).toBe('be1');
  });
});

describe('AI matching engine: stated preferences', () => {
  // prefers hybrid, full time, Bangkok, 80,000
  const rows = [
    job('onsite', { workType: 'onsite' }),
    job('contract', { hireType: 'contract' }),
    job('chiangmai', { provinceId: 39 }),
    job('low', { salaryMin: 40000, salaryMax: 60000 }),
    job('near-pay', { salaryMin: 50000, salaryMax: 75000 }),
    job('nonthaburi', { provinceId: 3, skills: ['go', 'docker'] }),
    job('respects', { skills: ['go', 'postgresql', 'redis'] }),
    ...filler,
  ];

  it('ranks a job that breaks a preference after jobs of a similar fit that respect them', () => {
    const { index, ctx } = setup(rows);
    const p = prepareProfile(ctx, profile());
    const ranked = rankJobs(ctx, p, { limit: 10 });
    const ids = ranked.map((r) => index.ids[r.doc]);
    // pay within 10% of the expectation and the Bangkok commuting area are not broken preferences
    expect(ids.slice(0, 3).sort()).toEqual(['near-pay', 'nonthaburi', 'respects']);
    expect(ids.slice(3, 7).sort()).toEqual(['chiangmai', 'contract', 'low', 'onsite']);
    // a soft filter: they still come before jobs of other fields, and their score is the fit itself
    expect(ids.indexOf('acc')).toBeGreaterThan(6);
    const onsite = ranked[ids.indexOf('onsite')];
    const respects = ranked[ids.indexOf('respects')];
    expect(onsite.score).toBeGreaterThan(respects.score);
    expect(explainDoc(ctx, p, onsite.doc).score).toBeCloseTo(onsite.score, 1);
  });

  it('fills the list with jobs that break a preference when too few respect them', () => {
    const { index, ctx } = setup(rows);
    const p = prepareProfile(ctx, profile({ preferredWorkTypes: ['remote'] }));
    const ids = rankJobs(ctx, p, { limit: 3 }).map((r) => index.ids[r.doc]);
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain('acc');
  });

  it('says in the explanation why a job ranks after the others', () => {
    const { index, ctx } = setup(rows);
    const p = prepareProfile(ctx, profile());
    const m = (id: string) => explainDoc(ctx, p, index.docOf.get(id)!);
    expect(m('onsite').reasons_th.at(-1)).toBe('จัดไว้หลังงานที่ตรงกับเงื่อนไขที่คุณตั้งไว้');
    expect(m('onsite').reasons_th).toContain('กรุงเทพฯ ทำงานที่ออฟฟิศ รูปแบบงานไม่ตรงกับที่ต้องการ');
    expect(m('low').reasons_en.at(-1)).toBe('Ranked after the jobs that meet the preferences you set');
    expect(m('respects').summary_en).not.toContain('Ranked after');
    expect(m('nonthaburi').location_fit).toBe(true);
    expect(explainDoc(ctx, p, index.docOf.get('onsite')!, 'employer').summary_en).not.toContain(
      'ranked after',
    );
  });
});
