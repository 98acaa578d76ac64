import {
  BUILT_IN_TEMPLATES,
  bodyFor,
  renderTemplate,
  TEMPLATE_LIMITS,
  unknownPlaceholders,
  type TemplateValues,
} from './templates';

const values: TemplateValues = {
  candidate_name: 'สมชาย ใจดี',
  job_title: 'นักพัฒนา React',
  company: 'บริษัท ตัวอย่าง จำกัด',
  recruiter_name: 'Nok',
};

describe('renderTemplate', () => {
  it('replaces every known placeholder, each occurrence, with spaces inside the braces tolerated', () => {
    expect(
      renderTemplate(
        'เรียน คุณ{candidate_name} ตำแหน่ง {job_title} ที่ { company } ({company}) - {recruiter_name}',
        values,
      ),
    ).toBe('เรียน คุณสมชาย ใจดี ตำแหน่ง นักพัฒนา React ที่ บริษัท ตัวอย่าง จำกัด (บริษัท ตัวอย่าง จำกัด) - Nok');
  });

  it('never expands a value that looks like a placeholder (one pass)', () => {
    expect(
      renderTemplate('Hi {candidate_name} from {company}', { ...values, candidate_name: '{company}' }),
    ).toBe('Hi {company} from บริษัท ตัวอย่าง จำกัด');
  });

  it('leaves unknown placeholders and plain braces as written', () => {
    expect(renderTemplate('{salary} { 1, 2 } {', values)).toBe('{salary} { 1, 2 } {');
  });

  it('is case-sensitive: {Company} is not {company}', () => {
    expect(renderTemplate('{Company}', values)).toBe('{Company}');
    expect(unknownPlaceholders('{Company}')).toEqual(['Company']);
  });
});

describe('unknownPlaceholders', () => {
  it('lists each unknown name once, Thai-lettered ones included; plain braces are text', () => {
    expect(unknownPlaceholders('{ชื่อ} {salary} {salary} {candidate_name} { 1, 2 } {a-b}')).toEqual([
      'ชื่อ',
      'salary',
    ]);
    expect(unknownPlaceholders('no placeholders')).toEqual([]);
  });
});

describe('bodyFor', () => {
  it("picks the candidate's language, else the other body", () => {
    expect(bodyFor('en', { body_th: 'ไทย', body_en: 'English' })).toBe('English');
    expect(bodyFor('th', { body_th: 'ไทย', body_en: 'English' })).toBe('ไทย');
    expect(bodyFor('en', { body_th: 'ไทย', body_en: '  ' })).toBe('ไทย');
    expect(bodyFor('th', { body_th: '', body_en: 'English' })).toBe('English');
  });
});

describe('the built-in templates', () => {
  it('use only known placeholders, fit the bounds and cover invite, reject and offer in both languages', () => {
    expect(BUILT_IN_TEMPLATES.map((t) => t.kind).sort()).toEqual(['invite', 'offer', 'reject']);
    for (const t of BUILT_IN_TEMPLATES) {
      for (const body of [t.body_th, t.body_en]) {
        expect(unknownPlaceholders(body)).toEqual([]);
        expect(body.length).toBeLessThanOrEqual(TEMPLATE_LIMITS.bodyMax);
        expect(renderTemplate(body, values)).not.toMatch(/\{/);
      }
    }
  });
});
