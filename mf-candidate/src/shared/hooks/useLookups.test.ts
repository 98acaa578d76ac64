import type { Lookups } from '@jobportal/contracts';
import { lookups as shared } from '../../test/fixtures';
import { lookupHelpers } from './useLookups';

const lookups: Lookups = {
  ...shared,
  skills: [
    ...shared.skills,
    {
      id: 2,
      slug: 'communication',
      name: 'Communication',
      name_th: 'การสื่อสาร',
      aliases: [],
      category: 'soft',
    },
  ],
};

describe('lookupHelpers', () => {
  it('names provinces, education levels and skills in the reader’s language', () => {
    const th = lookupHelpers(lookups, 'th');
    const en = lookupHelpers(lookups, 'en');
    expect([th.provinceName(1), th.educationName(3), th.skillName('communication')]).toEqual([
      'กรุงเทพมหานคร',
      'ปริญญาตรี',
      'การสื่อสาร',
    ]);
    expect([en.provinceName(1), en.educationName(3), en.skillName('communication')]).toEqual([
      'Bangkok',
      "Bachelor's degree",
      'Communication',
    ]);
    expect(en.skillName('react')).toBe('React');
  });

  it('unknown ids and missing lookups read as empty, an unknown skill as its slug', () => {
    expect(lookupHelpers(lookups, 'th').provinceName(99)).toBe('');
    const none = lookupHelpers(undefined, 'th');
    expect([none.provinceName(1), none.educationName(null), none.skillName('go')]).toEqual(['', '', 'go']);
    expect(none.provinces).toEqual([]);
  });

  it('every card of a list shares the helpers of one answer and locale (made once, not per card)', () => {
    expect(lookupHelpers(lookups, 'th')).toBe(lookupHelpers(lookups, 'th'));
    expect(lookupHelpers(lookups, 'en')).not.toBe(lookupHelpers(lookups, 'th'));
    expect(lookupHelpers({ ...lookups }, 'th')).not.toBe(lookupHelpers(lookups, 'th'));
  });
});
