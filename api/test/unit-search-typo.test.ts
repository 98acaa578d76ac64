import { JobIndex, type IndexedJobRow } from '../src/services/search/job-index';
import { Corrector } from '../src/services/search/matcher';
import { searchIndex } from '../src/services/search/search';
import { getDefaultTaxonomy } from '../src/services/search/taxonomy';
import { tokenize } from '../src/services/search/text';

const NOW = Date.UTC(2026, 10, 24);
const row = (i: number, title: string, body: string, provinceId = 1): IndexedJobRow => ({
  id: `job-${i}`,
  title,
  searchText: tokenize(`${title} ${body}`).join(' '),
  skills: [],
  provinceId,
  workType: 'onsite',
  hireType: 'full_time',
  educationLevelId: null,
  salaryMin: null,
  salaryMax: null,
  postedAt: new Date(NOW - i * 60_000),
  createdAt: new Date(NOW - i * 60_000),
  validThrough: null,
});

describe('misspelling correction on the index vocabulary (no database)', () => {
  const rows = [
    ...Array.from({ length: 25 }, (_, i) => row(i, 'Python Developer', 'build services')),
    row(30, 'Trainer', 'teach pyhton to beginners', 39),
    ...Array.from({ length: 5 }, (_, i) => row(40 + i, 'Pytorch Engineer', 'models')),
  ];
  const ix = JobIndex.build(rows);
  const taxonomy = getDefaultTaxonomy();
  const corrector = new Corrector(ix, taxonomy);
  const search = (main_input: string) => searchIndex(ix, corrector, taxonomy, { main_input }, NOW);

  it('an absent word is searched as its closest word and suggested (pythn, transposition pyhotn)', () => {
    for (const typo of ['pythn', 'pyhotn', 'pytohn']) {
      const r = search(typo);
      expect(r.total).toBe(25);
      expect(r.suggestion).toBe('python');
    }
  });

  it('a rare word keeps its own jobs and gets a "did you mean" for a much more frequent one', () => {
    const r = search('pyhton');
    expect(r.ids).toEqual(['job-30']);
    expect(r.suggestion).toBe('python');
  });

  it('a rare word is corrected when the whole query finds nothing as typed', () => {
    const r = search('pyhton bangkok');
    expect(r.total).toBe(25);
    expect(r.suggestion).toBe('python bangkok');
    expect(r.relaxed).toEqual([]);
  });

  it('a common word is never replaced, and a right word gets no suggestion', () => {
    expect(search('pytorch').suggestion).toBeNull();
    expect(search('python').suggestion).toBeNull();
    expect(search('python').total).toBe(25);
  });
});
