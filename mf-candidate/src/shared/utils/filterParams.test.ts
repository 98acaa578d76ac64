import { ROUTES } from '@jobportal/platform-contract';
import type { JobSearchFilter } from '@jobportal/contracts';
import {
  activeFilterCount,
  clearFilters,
  FILTER_KEYS,
  filterFromParams,
  hasFilters,
  paramsFromFilter,
  withFilter,
} from './filterParams';

describe('filterFromParams', () => {
  it('reads every key of the spec filter, lists repeating the key', () => {
    const params = new URLSearchParams(
      'main_input=นักพัฒนา&tag=react&tag=node&location=1&location=10&workType=remote&workType=hybrid' +
        '&hireType=full_time&education=3&minimum_salary=30000&datePosted=7&orderBy=newest&offset=20',
    );
    expect(filterFromParams(params)).toEqual({
      main_input: 'นักพัฒนา',
      tag: ['react', 'node'],
      location: [1, 10],
      workType: ['remote', 'hybrid'],
      hireType: ['full_time'],
      education: [3],
      minimum_salary: 30000,
      datePosted: 7,
      orderBy: 'newest',
      offset: 20,
    });
  });

  it('returns an empty filter for an empty query', () => {
    expect(filterFromParams(new URLSearchParams(''))).toEqual({});
  });

  it('ignores invalid values and unknown keys, and removes duplicates', () => {
    const params = new URLSearchParams(
      'main_input=%20%20&tag=&tag=go&tag=go&location=abc&location=-1&location=5&workType=moon&hireType=temp' +
        '&minimum_salary=lots&datePosted=2&orderBy=random&offset=-20&foo=bar',
    );
    expect(filterFromParams(params)).toEqual({ tag: ['go'], location: [5] });
  });

  it('trims the text and keeps Thai characters', () => {
    expect(
      filterFromParams(new URLSearchParams('main_input=%20%E0%B8%87%E0%B8%B2%E0%B8%99%20')).main_input,
    ).toBe('งาน');
  });
});

describe('paramsFromFilter', () => {
  it('writes lists by repeating the key, in a stable order', () => {
    const filter: JobSearchFilter = {
      orderBy: 'newest',
      tag: ['react', 'node'],
      main_input: 'react',
      location: [1],
    };
    expect(paramsFromFilter(filter).toString()).toBe(
      'main_input=react&tag=react&tag=node&location=1&orderBy=newest',
    );
  });

  it('leaves out empty values, offset 0 and salary 0', () => {
    expect(paramsFromFilter({ main_input: ' ', tag: [], offset: 0, minimum_salary: 0 }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filter: JobSearchFilter = {
      main_input: 'วิศวกรข้อมูล',
      tag: ['python', 'sql'],
      location: [1, 2],
      workType: ['remote'],
      hireType: ['contract', 'freelance'],
      education: [2],
      minimum_salary: 50000,
      datePosted: 14,
      orderBy: 'relevance',
      offset: 40,
    };
    const url = `/candidate/jobs?${paramsFromFilter(filter).toString()}`;
    expect(filterFromParams(new URL(url, 'http://x').searchParams)).toEqual(filter);
  });
});

describe('filter helpers', () => {
  it('withFilter resets the page on a filter change but not on paging', () => {
    expect(withFilter({ offset: 40, tag: ['go'] }, 'workType', ['remote'])).toEqual({
      tag: ['go'],
      workType: ['remote'],
    });
    expect(withFilter({ offset: 40, tag: ['go'] }, 'offset', 60)).toEqual({ offset: 60, tag: ['go'] });
    expect(withFilter({ tag: ['go'] }, 'tag', [])).toEqual({});
  });

  it('hasFilters and clearFilters', () => {
    expect(hasFilters({ main_input: 'x', orderBy: 'newest' })).toBe(false);
    expect(hasFilters({ datePosted: 3 })).toBe(true);
    expect(clearFilters({ main_input: 'x', tag: ['a'], orderBy: 'newest', offset: 20 })).toEqual({
      main_input: 'x',
      orderBy: 'newest',
    });
  });
});

describe('activeFilterCount', () => {
  const filter: JobSearchFilter = {
    main_input: 'react',
    tag: ['react', 'node'],
    location: [10],
    workType: ['hybrid'],
    minimum_salary: 30000,
    datePosted: 7,
    orderBy: 'newest',
    offset: 20,
  };

  it('counts every chosen value, never the text, order or page', () => {
    expect(activeFilterCount(filter)).toBe(6);
    expect(activeFilterCount({ main_input: 'x', offset: 40 })).toBe(0);
  });

  it('leaves out the posting date where the page has no such filter', () => {
    expect(activeFilterCount(filter, { datePosted: false })).toBe(5);
  });
});

describe('rail filters (issue 45)', () => {
  it('reads known lines and stations from the URL, drops unknown ones and repeats, writes them back', () => {
    const filter = filterFromParams(
      new URLSearchParams('line=bts-silom&line=hyperloop&line=bts-silom&station=E4&station=ZZ9&station=BL22'),
    );
    expect(filter).toEqual({ line: ['bts-silom'], station: ['E4', 'BL22'] });
    expect(paramsFromFilter(filter).toString()).toBe('line=bts-silom&station=E4&station=BL22');
  });

  it('counts rail choices as filters (the badge, clear)', () => {
    const filter: JobSearchFilter = { main_input: 'react', line: ['mrt-blue'], station: ['E4', 'S2'] };
    expect(hasFilters(filter)).toBe(true);
    expect(activeFilterCount(filter)).toBe(3);
    expect(clearFilters(filter)).toEqual({ main_input: 'react' });
    expect(withFilter(filter, 'station', [])).toEqual({ main_input: 'react', line: ['mrt-blue'] });
  });
});

describe('the job search route declares the filters it reads', () => {
  it('lists every filter key, so the server keeps one render per search and none per tracker parameter', () => {
    const route = ROUTES.find((r) => r.id === 'candidateJobs');
    expect([...(route?.query ?? [])].sort()).toEqual([...FILTER_KEYS].sort());
  });
});
