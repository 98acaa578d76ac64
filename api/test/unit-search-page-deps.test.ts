import type { JobSearchFilter } from '@jobportal/contracts';
import { benchmarkQueries } from '../bench/queries';
import { buildEvalData, EVAL_NOW } from '../eval/search/dataset';
import type { IndexedJobRow } from '../src/services/search/job-index';
import { pageAffected, type PageDeps } from '../src/services/search/page-deps';
import { searchIndex, searchIndexWithDeps } from '../src/services/search/search';
import { getDefaultTaxonomy } from '../src/services/search/taxonomy';

/**
 * The selective cache invalidation is exact: after a job write, every page it keeps is the page the search computes
 * again on the changed index (ids, total, facets, understood parts, suggestion, relaxation), over the benchmark's
 * 200 searches and a series of writes (unrelated and related publishes, an update, a close); and it keeps most pages
 * through a write that matches few of them.
 */
describe('search page dependencies (which job writes can change a cached page)', () => {
  it('keeps only pages that stay identical after each write, and keeps most pages through an unrelated write', () => {
    const taxonomy = getDefaultTaxonomy();
    const { ix, corrector } = buildEvalData(3000);
    const queries: JobSearchFilter[] = [
      ...benchmarkQueries(),
      { main_input: 'react', location: [1], workType: ['remote'] },
      { main_input: 'python', orderBy: 'newest' },
      { tag: ['react'], hireType: ['internship'] },
    ];
    const cached = new Map<number, { response: unknown; deps: PageDeps }>();
    const compute = (i: number) => searchIndexWithDeps(ix, corrector, taxonomy, queries[i], EVAL_NOW);
    queries.forEach((_, i) => cached.set(i, compute(i)));

    const live = [...ix.docOf.values()];
    const template = ix.rowOf(live[0]);
    const react = live.find((d) => ix.rowOf(d).skills.includes('react')) as number;
    const row = (over: Partial<IndexedJobRow>): IndexedJobRow => ({ ...template, ...over });
    const writes: { name: string; apply: () => number[] }[] = [
      {
        name: 'unrelated publish',
        apply: () => {
          ix.add(
            row({
              id: 'w-unrelated',
              title: 'Pastry chef',
              searchText: 'pastry chef croissant bakery',
              skills: [],
              provinceId: 77,
              workType: 'onsite',
              hireType: 'part_time',
              educationLevelId: null,
              salaryMin: 9000,
              salaryMax: 9000,
            }),
          );
          return [ix.docOf.get('w-unrelated') as number];
        },
      },
      {
        name: 'related publish (a copy of a React job)',
        apply: () => {
          ix.add({ ...ix.rowOf(react), id: 'w-react' });
          return [ix.docOf.get('w-react') as number];
        },
      },
      {
        name: 'update of that job (retitled)',
        apply: () => {
          const old = ix.docOf.get('w-react') as number;
          ix.add({ ...ix.rowOf(old), title: 'Golang developer', searchText: 'golang developer go' });
          return [old, ix.docOf.get('w-react') as number];
        },
      },
      {
        name: 'close of an existing job',
        apply: () => {
          const id = ix.ids[live[5]];
          const old = ix.docOf.get(id) as number;
          ix.remove(id);
          return [old];
        },
      },
    ];
    const keptPerWrite: Record<string, number> = {};
    for (const w of writes) {
      const docs = w.apply();
      let kept = 0;
      for (const [i, page] of cached) {
        if (pageAffected(ix, page.deps, docs, 1)) {
          cached.set(i, compute(i));
          continue;
        }
        kept++;
        expect([w.name, queries[i], page.response]).toEqual([
          w.name,
          queries[i],
          searchIndex(ix, corrector, taxonomy, queries[i], EVAL_NOW),
        ]);
      }
      keptPerWrite[w.name] = kept;
    }
    expect(keptPerWrite['unrelated publish']).toBeGreaterThan(queries.length * 0.5);
    expect(keptPerWrite['related publish (a copy of a React job)']).toBeLessThan(
      keptPerWrite['unrelated publish'],
    );
  });
});
