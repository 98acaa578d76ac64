import type { candidate } from '../db/schema';

type CandidateInsert = typeof candidate.$inferInsert;

/** Profiles of the demo candidates; the first one is rich and visible to employers. */
export function demoCandidateRows(now: Date): CandidateInsert[] {
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const richSkills = [
    { slug: 'typescript', level: 'expert' as const },
    { slug: 'react', level: 'expert' as const },
    { slug: 'nodejs', level: 'advanced' as const },
    { slug: 'postgresql', level: 'advanced' as const },
    { slug: 'docker', level: 'intermediate' as const },
    { slug: 'aws', level: 'intermediate' as const },
    { slug: 'go', level: 'beginner' as const },
  ];
  return [
    {
      uid: 'demo-candidate-0001',
      email: 'candidate1@demo.jobportal.test',
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      headline: 'Senior Full-stack Developer (React / Node.js)',
      about:
        'นักพัฒนาฟูลสแต็กประสบการณ์ 6 ปี เชี่ยวชาญ React, TypeScript และ Node.js เคยพัฒนาระบบอีคอมเมิร์ซที่มีผู้ใช้หลักล้านคน',
      phone: '081-234-5678',
      provinceId: 1,
      skills: richSkills,
      skillSlugs: richSkills.map((s) => s.slug),
      experiences: [
        {
          company: 'Mango Commerce',
          title: 'Senior Frontend Engineer',
          start: '2022-03',
          end: null,
          description:
            'Lead the checkout team; migrated the storefront to Next.js and cut page load time by 60%.',
        },
        {
          company: 'Siam Code Works',
          title: 'Full-stack Developer',
          start: '2019-06',
          end: '2022-02',
          description: 'Built back-office systems for banks with React, Node.js and PostgreSQL.',
        },
      ],
      educations: [
        {
          institution: 'จุฬาลงกรณ์มหาวิทยาลัย',
          degree: 'วิศวกรรมศาสตรบัณฑิต',
          field: 'วิศวกรรมคอมพิวเตอร์',
          education_level_id: 5,
          graduated_year: 2019,
        },
      ],
      languages: [
        { language: 'th', level: 'native' },
        { language: 'en', level: 'business' },
      ],
      yearsExperience: 6,
      expectedSalary: 95000,
      preferredWorkTypes: ['hybrid', 'remote'],
      preferredHireTypes: ['full_time'],
      visibleToEmployers: true,
      consentPdpa: true,
      consentCookie: true,
      consentMarketing: false,
      consentUpdatedAt: at(30),
      createdAt: at(200),
      updatedAt: at(3),
    },
    {
      uid: 'demo-candidate-0002',
      email: 'candidate2@demo.jobportal.test',
      firstName: 'Pim',
      lastName: 'Wongsa',
      headline: 'Data Analyst',
      about: 'Data analyst who loves SQL and Power BI dashboards.',
      provinceId: 39,
      skills: [
        { slug: 'sql', level: 'advanced' },
        { slug: 'power-bi', level: 'advanced' },
        { slug: 'python', level: 'intermediate' },
      ],
      skillSlugs: ['sql', 'power-bi', 'python'],
      educations: [
        {
          institution: 'Chiang Mai University',
          degree: 'B.Sc.',
          field: 'Statistics',
          education_level_id: 5,
          graduated_year: 2021,
        },
      ],
      languages: [
        { language: 'th', level: 'native' },
        { language: 'en', level: 'conversational' },
      ],
      yearsExperience: 3,
      expectedSalary: 45000,
      preferredWorkTypes: ['remote'],
      preferredHireTypes: ['full_time', 'contract'],
      visibleToEmployers: true,
      consentPdpa: true,
      consentCookie: true,
      consentMarketing: true,
      consentUpdatedAt: at(60),
      createdAt: at(120),
      updatedAt: at(10),
    },
    {
      // never answered the consent dialog: marketing null opens the privacy-settings dialog (spec section 4)
      uid: 'demo-candidate-0003',
      email: 'candidate3@demo.jobportal.test',
      firstName: 'Anan',
      lastName: 'Srisuk',
      headline: 'Computer Science student looking for an internship',
      provinceId: 29,
      skills: [
        { slug: 'java', level: 'beginner' },
        { slug: 'html', level: 'intermediate' },
      ],
      skillSlugs: ['java', 'html'],
      yearsExperience: 0,
      createdAt: at(5),
      updatedAt: at(5),
    },
  ];
}
