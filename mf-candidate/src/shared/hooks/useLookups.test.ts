import type { Lookups } from '@jobportal/contracts';
import { lookupHelpers } from './useLookups';

const lookups = {
  provinces: [{ id: 10, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', region: 'central' }],
  educationLevels: [{ id: 7, name_th: 'ปริญญาตรี', name_en: "Bachelor's degree" }],
  skills: [
    { id: 1, slug: 'react', name: 'React', name_th: null, aliases: [], category: 'framework' },
    {
      id: 2,
      slug: 'communication',
      name: 'Communication',
      name_th: 'การสื่อสาร',
      aliases: [],
      category: 'soft',
    },
  ],
} as unknown as Lookups;

describe('lookupHelpers', () => {
  it('names provinces, education levels and skills in the reader’s language', () => {
    const th = lookupHelpers(lookups, 'th');
    const en = lookupHelpers(lookups, 'en');
    expect([th.provinceName(10), th.educationName(7), th.skillName('communication')]).toEqual([
      'กรุงเทพมหานคร',
      'ปริญญาตรี',
      'การสื่อสาร',
    ]);
    expect([en.provinceName(10), en.educationName(7), en.skillName('communication')]).toEqual([
      'Bangkok',
      "Bachelor's degree",
      'Communication',
    ]);
    expect(en.skillName('react')).toBe('React');
  });

  it('unknown ids and missing lookups read as empty, an unknown skill as its slug', () => {
    expect(lookupHelpers(lookups, 'th').provinceName(99)).toBe('');
    const none = lookupHelpers(undefined, 'th');
    expect([none.provinceName(10), none.educationName(null), none.skillName('go')]).toEqual(['', '', 'go']);
    expect(none.provinces).toEqual([]);
  });

  it('every card of a list shares the helpers of one answer and locale (made once, not per card)', () => {
    expect(lookupHelpers(lookups, 'th')).toBe(lookupHelpers(lookups, 'th'));
    expect(lookupHelpers(lookups, 'en')).not.toBe(lookupHelpers(lookups, 'th'));
    expect(lookupHelpers({ ...lookups }, 'th')).not.toBe(lookupHelpers(lookups, 'th'));
  });
});
