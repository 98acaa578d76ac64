import { describeSavedSearch } from './saved-search-words';

const provinces: Record<number, { th: string; en: string }> = {
  1: { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
  3: { th: 'นนทบุรี', en: 'Nonthaburi' },
  4: { th: 'ปทุมธานี', en: 'Pathum Thani' },
  38: { th: 'เชียงใหม่', en: 'Chiang Mai' },
};
const names = (locale: 'th' | 'en') => ({
  province: (id: number) => provinces[id]?.[locale],
  skill: (slug: string) => ({ react: 'React', typescript: 'TypeScript' })[slug],
  education: (id: number) => (id === 4 ? (locale === 'th' ? 'ปริญญาตรี' : "Bachelor's degree") : undefined),
});

describe('describeSavedSearch', () => {
  const filter = {
    main_input: ' frontend ',
    tag: ['react'],
    location: [1],
    workType: ['remote' as const],
    minimum_salary: 50000,
  };

  it('describes the filters in Thai words', () => {
    expect(describeSavedSearch(filter, 'th', names('th'))).toBe(
      'frontend · React · กรุงเทพมหานคร · ทำงานทางไกล · ฿50,000+',
    );
  });

  it('describes the same filters in English', () => {
    expect(describeSavedSearch(filter, 'en', names('en'))).toBe(
      'frontend · React · Bangkok · Remote · ฿50,000+',
    );
  });

  it('names hire types, education and the posting window', () => {
    const f = { hireType: ['full_time' as const, 'contract' as const], education: [4], datePosted: 7 };
    expect(describeSavedSearch(f, 'th', names('th'))).toBe('งานประจำ, สัญญาจ้าง · ปริญญาตรี · ประกาศภายใน 7 วัน');
    expect(describeSavedSearch(f, 'en', names('en'))).toBe(
      "Full-time, Contract · Bachelor's degree · Posted in the last 7 days",
    );
    expect(describeSavedSearch({ datePosted: 1 }, 'th')).toBe('ประกาศวันนี้');
  });

  it('shortens long lists and leaves out ids it has no name for', () => {
    const f = { location: [1, 3, 4, 38, 999] };
    expect(describeSavedSearch(f, 'th', names('th'))).toBe('กรุงเทพมหานคร, นนทบุรี, ปทุมธานี และอีก 1');
    expect(describeSavedSearch(f, 'en', names('en'))).toBe('Bangkok, Nonthaburi, Pathum Thani +1 more');
  });

  it('keeps an unknown skill slug as typed and names an empty filter', () => {
    expect(describeSavedSearch({ tag: ['elixir'] }, 'en', names('en'))).toBe('elixir');
    expect(describeSavedSearch({}, 'th')).toBe('งานทั้งหมด');
    expect(describeSavedSearch({ main_input: '   ', minimum_salary: 0 }, 'en')).toBe('All jobs');
  });

  it('names the rail lines and stations (issue 45) after the place', () => {
    const filter = {
      location: [1],
      line: ['bts-silom'],
      station: ['E4', 'ZZ9'],
      workType: ['remote' as const],
    };
    expect(describeSavedSearch(filter, 'th', names('th'))).toBe(
      'กรุงเทพมหานคร · BTS สายสีลม, BTS อโศก · ทำงานทางไกล',
    );
    expect(describeSavedSearch({ line: ['mrt-blue'] }, 'en')).toBe('MRT Blue Line');
  });
});
