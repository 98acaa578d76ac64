import { CONTENT_META, fillTemplate } from './contentMeta';

const variables = (template: string) =>
  [...template.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name).sort();

describe('content heads', () => {
  it('fills {{name}} as i18next does and leaves an unknown name as it is', () => {
    expect(fillTemplate(CONTENT_META.th.job.title, { title: 'นักพัฒนา React', company: 'บริษัท เอ' })).toBe(
      'นักพัฒนา React - บริษัท เอ',
    );
    expect(fillTemplate('{{ query }} jobs at {{place}}', { query: 'Go' })).toBe('Go jobs at {{place}}');
    expect(fillTemplate('{{n}} jobs', { n: 0 })).toBe('0 jobs');
  });

  it('gives Thai and English the same placeholders, so a page and the server fill both alike', () => {
    for (const key of ['job', 'searchQuery'] as const)
      for (const part of ['title', 'description'] as const)
        expect([key, part, variables(CONTENT_META.en[key][part])]).toEqual([
          key,
          part,
          variables(CONTENT_META.th[key][part]),
        ]);
    expect(Object.keys(CONTENT_META.en.hireType)).toEqual(Object.keys(CONTENT_META.th.hireType));
  });
});
