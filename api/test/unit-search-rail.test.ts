import type { JobSearchFilter } from '@jobportal/contracts';
import { JobIndex, type IndexedJobRow } from '../src/services/search/job-index';
import { pageAffected } from '../src/services/search/page-deps';
import { searchIndex, searchIndexWithDeps } from '../src/services/search/search';
import { getDefaultTaxonomy } from '../src/services/search/taxonomy';

/** Rail stations in the in-process index (issue 45): storage, compaction, filter, facets, cache dependencies. */
const NOW = Date.parse('2026-12-01T00:00:00Z');
const STATIONS = ['E4', 'BL22', 'S2', 'CEN', 'N8', 'A1', 'PP16'];

function row(i: number, over: Partial<IndexedJobRow> = {}): IndexedJobRow {
  return {
    id: `job-${i}`,
    title: `Developer ${i}`,
    searchText: `developer ${i} react`,
    skills: ['react'],
    provinceId: 1,
    workType: i % 2 === 0 ? 'hybrid' : 'remote',
    hireType: 'full_time',
    educationLevelId: null,
    // job i: up to 3 stations from the list, some with none
    railStations: i % 4 === 3 ? [] : STATIONS.slice(i % STATIONS.length, (i % STATIONS.length) + 1 + (i % 3)),
    salaryMin: 30000,
    salaryMax: 50000,
    postedAt: new Date(NOW - i * 60_000),
    createdAt: new Date(NOW - i * 60_000),
    validThrough: null,
    ...over,
  };
}

const taxonomy = getDefaultTaxonomy();
const search = (ix: JobIndex, filter: JobSearchFilter) =>
  searchIndex(ix, null, taxonomy, { limit: 50, ...filter }, NOW);
const expected = (rows: IndexedJobRow[], codes: string[]) =>
  rows.filter((r) => (r.railStations ?? []).some((c) => codes.includes(c))).length;

describe('rail stations in the search index', () => {
  // 300 documents: past several growths of the per-document arrays (a short station array lost stations once)
  const rows = Array.from({ length: 300 }, (_, i) => row(i));

  it('keeps every job stations through bulk build, single adds and compaction', () => {
    const built = JobIndex.build(rows);
    const added = new JobIndex();
    rows.forEach((r) => added.add(r));
    for (const ix of [built, added, built.compacted()])
      for (const r of rows)
        expect(ix.rowOf(ix.docOf.get(r.id)!).railStations).toEqual(r.railStations!.slice(0, 3));
  });

  it('filters by station and by line (any of its stations) and counts the facets', () => {
    const ix = JobIndex.build(rows);
    expect(search(ix, { station: ['E4'] }).total).toBe(expected(rows, ['E4']));
    // BTS Silom: S2 and Siam (CEN, shared with the Sukhumvit line)
    expect(search(ix, { line: ['bts-silom'] }).total).toBe(expected(rows, ['S2', 'CEN']));
    expect(search(ix, { line: ['bts-silom'], station: ['A1'] }).total).toBe(
      expected(rows, ['S2', 'CEN', 'A1']),
    );
    const all = search(ix, {});
    const stationFacet = Object.fromEntries((all.facets.station ?? []).map((f) => [f.value, f.count]));
    for (const code of STATIONS) expect(stationFacet[code]).toBe(expected(rows, [code]));
    const lineFacet = Object.fromEntries((all.facets.line ?? []).map((f) => [f.value, f.count]));
    expect(lineFacet['bts-sukhumvit']).toBe(expected(rows, ['E4', 'CEN', 'N8']));
    expect(lineFacet['mrt-purple']).toBe(expected(rows, ['PP16']));
    // the rail facets ignore their own filter, not the others
    const remoteSilom = search(ix, { line: ['bts-silom'], workType: ['remote'] });
    const remoteRows = rows.filter((r) => r.workType === 'remote');
    const remoteLines = Object.fromEntries((remoteSilom.facets.line ?? []).map((f) => [f.value, f.count]));
    expect(remoteLines['arl']).toBe(expected(remoteRows, ['A1']));
    expect(remoteSilom.total).toBe(expected(remoteRows, ['S2', 'CEN']));
  });

  it('a cached rail page is dropped by a write that can change it and kept (identical) otherwise', () => {
    const ix = JobIndex.build(rows);
    const filters: JobSearchFilter[] = [
      { station: ['N8'], workType: ['hybrid'] },
      { line: ['arl'], workType: ['hybrid'] },
      { main_input: 'developer', line: ['bts-silom'], workType: ['hybrid'], orderBy: 'newest' },
      { location: [1], workType: ['remote'] },
    ];
    const pages = filters.map((f) => searchIndexWithDeps(ix, null, taxonomy, f, NOW));
    const writes: { name: string; row: IndexedJobRow; drops: boolean[] }[] = [
      // a new hybrid job at Mo Chit (province 2): the Mo Chit page changes, the rail facets of the others count it;
      // the Bangkok remote page (two filters fail) stays
      {
        name: 'near N8',
        row: row(1000, { railStations: ['N8'], provinceId: 2 }),
        drops: [true, true, true, false],
      },
      // far from every asked station, in another province, onsite, other words: fails two filters of each page
      {
        name: 'unrelated',
        row: row(1001, {
          title: 'Baker',
          searchText: 'baker bread',
          railStations: ['PP16'],
          provinceId: 3,
          workType: 'onsite',
        }),
        drops: [false, false, false, false],
      },
    ];
    for (const w of writes) {
      ix.add(w.row);
      const d = ix.docOf.get(w.row.id)!;
      pages.forEach((page, i) => {
        const dropped = pageAffected(ix, page.deps, [d], 1);
        expect([w.name, filters[i], dropped]).toEqual([w.name, filters[i], w.drops[i]]);
        if (dropped) pages[i] = searchIndexWithDeps(ix, null, taxonomy, filters[i], NOW);
        else expect(page.response).toEqual(searchIndexWithDeps(ix, null, taxonomy, filters[i], NOW).response);
      });
    }
  });
});
