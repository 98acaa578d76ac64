import { t } from '../src/services/ai/explain-texts';

describe('match explanation sentences (i18next-style plurals)', () => {
  it('says "1 more open job" and "2 more open jobs", and Thai has one form', () => {
    const more = (count: number, lang: 'th' | 'en') =>
      t(lang, 'suggest_more_jobs', { count, formatted: count.toLocaleString('en-US') });
    expect(more(1, 'en')).toBe('adding it would make 1 more open job a good match');
    expect(more(1200, 'en')).toBe('adding it would make 1,200 more open jobs a good match');
    expect(more(1, 'th')).toBe('เพิ่มทักษะนี้แล้วจะตรงกับงานที่เปิดรับอีก 1 ตำแหน่ง');
  });

  it('uses the singular for one year and one required skill', () => {
    expect(t('en', 'years_fit', { count: 1, min: 1 })).toBe('1 year of experience fits (1+ asked)');
    expect(t('en', 'skills_matched', { matched: 1, count: 1 })).toBe('1 of 1 required skill');
    expect(t('en', 'skills_matched', { matched: 0, count: 2 })).toBe('0 of 2 required skills');
  });
});
