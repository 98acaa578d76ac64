import type { JobSearchResult } from '@jobportal/contracts';
import { filterWithUnderstood } from './understood';

const result = (over: Partial<JobSearchResult>): JobSearchResult => ({
  items: [],
  total: 1,
  offset: 0,
  limit: 20,
  facets: { tag: [], location: [], workType: [], hireType: [], education: [] },
  ...over,
});

describe('filterWithUnderstood', () => {
  it('moves understood places, work modes, hire types and salaries to their filters; seniority stays in the text', () => {
    const r = result({
      understood: {
        text: 'senior react',
        parts: [
          { kind: 'location', value: '1', text: 'กทม', without: 'senior react wfh 40k' },
          { kind: 'workType', value: 'remote', text: 'wfh', without: '' },
          { kind: 'salary', value: '40000', text: '40k', without: '' },
          { kind: 'seniority', value: 'senior', text: 'senior', without: '' },
        ],
      },
      relaxed: [],
    });
    expect(
      filterWithUnderstood({ main_input: 'senior react กทม wfh 40k', location: [50], offset: 20 }, r),
    ).toEqual({
      main_input: 'senior react',
      location: [50, 1],
      workType: ['remote'],
      minimum_salary: 40000,
      offset: undefined,
    });
  });

  it('leaves the URL alone when nothing was understood or a part had to be left out', () => {
    expect(
      filterWithUnderstood({ main_input: 'react' }, result({ understood: { text: 'react', parts: [] } })),
    ).toBeNull();
    const relaxed = result({
      understood: {
        text: 'golang',
        parts: [{ kind: 'location', value: '39', text: 'เชียงใหม่', without: 'golang' }],
      },
      relaxed: [{ kind: 'location', value: '39', text: 'เชียงใหม่' }],
    });
    expect(filterWithUnderstood({ main_input: 'golang เชียงใหม่' }, relaxed)).toBeNull();
    expect(filterWithUnderstood({ main_input: 'react' }, result({}))).toBeNull();
  });
});
