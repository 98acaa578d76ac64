import type { JobSearchResult } from '@jobportal/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { bulkInsertJobs } from '../src/seed/bulk';
import { makeJob } from '../src/seed/jobFactory';
import { createRng } from '../src/seed/random';
import { getDefaultTaxonomy } from '../src/services/search';
import { forEachDriver } from './helpers/app';
import { jobInput } from './helpers/fixtures';
import { createUser, type TestUser } from './helpers/users';

/** Issue 45, BTS/MRT: employers name up to 3 stations near a job; candidates filter by station or line. */
forEachDriver('rail stations', (ctx) => {
  let hr: TestUser;
  let other: TestUser;
  const ids: Record<string, string> = {};
  // a word only these jobs have: the searches below see nothing of other tests' jobs
  const WORD = 'railtestjob';

  const create = async (who: TestUser, title: string, rail_stations?: string[]) => {
    const res = await ctx.call('POST', '/api/corporate/jobs', {
      auth: who.auth,
      body: {
        ...jobInput({ title: `${title} ${WORD}` }),
        ...(rail_stations ? { rail_stations } : {}),
        publish: true,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; rail_stations: string[] };
  };
  const search = async (query: string): Promise<JobSearchResult> => {
    const res = await ctx.call('GET', `/api/jobs/search?main_input=${WORD}&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const titles = (r: JobSearchResult) => r.items.map((i) => i.title.replace(` ${WORD}`, '')).sort();
  const counts = (facet: { value: string; count: number }[] | undefined) =>
    Object.fromEntries((facet ?? []).map((f) => [f.value, f.count]));

  beforeAll(async () => {
    [hr, other] = await Promise.all([createUser('corporate'), createUser('corporate')]);
    for (const [who, name] of [
      [hr, 'บริษัท รถไฟฟ้า จำกัด'],
      [other, 'บริษัท อื่น จำกัด'],
    ] as const) {
      const res = await ctx.call('POST', '/api/corporate/create', {
        auth: who.auth,
        body: {
          uid: who.uid,
          email: who.email,
          password: who.password,
          name,
          company_type_id: 1,
          contact_name: 'คุณบี',
          phone: '0812345678',
        },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('a job keeps the stations its employer picked; no stations when none are sent', async () => {
    const asok = await create(hr, 'Asok job', ['E4', 'BL22']);
    ids.asok = asok.id;
    expect(asok.rail_stations).toEqual(['E4', 'BL22']);
    const none = await create(hr, 'No rail job');
    ids.none = none.id;
    expect(none.rail_stations).toEqual([]);
    ids.silom = (await create(hr, 'Silom job', ['S2'])).id;
    ids.siam = (await create(hr, 'Siam job', ['CEN'])).id;
    ids.bangSue = (await create(hr, 'Bang Sue job', ['BL11', 'BL10'])).id;

    // the job page and the search card show them
    const detail = (await ctx.call('GET', `/api/jobs/${ids.asok}`)).json().data;
    expect(detail.rail_stations).toEqual(['E4', 'BL22']);
    const card = (await search('')).items.find((i) => i.id === ids.asok);
    expect(card?.rail_stations).toEqual(['E4', 'BL22']);
  });

  it('update: left out keeps the stations, [] clears them, a new list replaces them', async () => {
    const put = (rail?: string[]) =>
      ctx.call('PUT', `/api/corporate/jobs/${ids.none}`, {
        auth: hr.auth,
        body: { ...jobInput({ title: `No rail job ${WORD}` }), ...(rail ? { rail_stations: rail } : {}) },
      });
    expect((await put(['N8'])).json().data.rail_stations).toEqual(['N8']);
    expect((await put()).json().data.rail_stations).toEqual(['N8']);
    expect((await put([])).json().data.rail_stations).toEqual([]);
    const own = (await ctx.call('GET', `/api/corporate/jobs/${ids.none}`, { auth: hr.auth })).json().data;
    expect(own.rail_stations).toEqual([]);
  });

  it('unknown codes, more than 3 and repeats are 400 with a message in the caller language', async () => {
    const unknown = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: jobInput({ rail_stations: ['E4', 'E99'] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([
      {
        field: 'rail_stations.1',
        code: 'unknown_rail_station',
        message: 'ไม่พบสถานีรถไฟฟ้านี้ กรุณาเลือกสถานี BTS/MRT จากรายการ',
      },
    ]);
    const english = await ctx.call('PUT', `/api/corporate/jobs/${ids.asok}`, {
      auth: hr.auth,
      headers: { 'accept-language': 'en' },
      body: jobInput({ rail_stations: ['XX1'] }),
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields[0]).toMatchObject({
      field: 'rail_stations.0',
      message: 'Unknown rail station; please choose a BTS/MRT station from the list',
    });
    const four = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: jobInput({ rail_stations: ['E1', 'E2', 'E3', 'E4'] }),
    });
    expect(four.json().error.fields[0]).toMatchObject({ field: 'rail_stations', code: 'maxItems' });
    const repeated = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: jobInput({ rail_stations: ['E4', 'E4'] }),
    });
    expect(repeated.json().error.fields[0]).toMatchObject({ field: 'rail_stations', code: 'uniqueItems' });
    // the job was not changed by the refused update
    const asok = (await ctx.call('GET', `/api/jobs/${ids.asok}`)).json().data;
    expect(asok.rail_stations).toEqual(['E4', 'BL22']);
  });

  it('another company cannot set the stations of a job it does not own', async () => {
    const res = await ctx.call('PUT', `/api/corporate/jobs/${ids.asok}`, {
      auth: other.auth,
      body: jobInput({ rail_stations: ['A1'] }),
    });
    expect(res.statusCode).toBe(403);
    expect((await ctx.call('GET', `/api/jobs/${ids.asok}`)).json().data.rail_stations).toEqual([
      'E4',
      'BL22',
    ]);
  });

  it('search: a station, a line (any of its stations, Siam on both BTS lines), station OR line', async () => {
    expect(titles(await search('station=E4'))).toEqual(['Asok job']);
    expect(titles(await search('station=BL22'))).toEqual(['Asok job']);
    expect(titles(await search('station=E4&station=S2'))).toEqual(['Asok job', 'Silom job']);
    expect(titles(await search('line=bts-sukhumvit'))).toEqual(['Asok job', 'Siam job']);
    expect(titles(await search('line=bts-silom'))).toEqual(['Siam job', 'Silom job']);
    expect(titles(await search('line=mrt-blue'))).toEqual(['Asok job', 'Bang Sue job']);
    expect(titles(await search('line=arl'))).toEqual([]);
    // a station and a line are one filter (any of them), ANDed with the others
    expect(titles(await search('line=bts-silom&station=BL11'))).toEqual([
      'Bang Sue job',
      'Siam job',
      'Silom job',
    ]);
    expect(titles(await search('line=bts-silom&workType=remote'))).toEqual([]);
  });

  it('facets: stations and lines counted like the other disjunctive facets', async () => {
    const all = await search('');
    expect(counts(all.facets.station)).toEqual({ E4: 1, BL22: 1, S2: 1, CEN: 1, BL11: 1, BL10: 1 });
    // a job near two stations of a line counts once for the line
    expect(counts(all.facets.line)).toEqual({ 'bts-sukhumvit': 2, 'bts-silom': 2, 'mrt-blue': 2 });

    // the rail facets ignore their own filter (the other choices keep their counts) but not the others
    const silom = await search('line=bts-silom');
    expect(counts(silom.facets.line)).toEqual({ 'bts-sukhumvit': 2, 'bts-silom': 2, 'mrt-blue': 2 });
    expect(counts(silom.facets.station)).toMatchObject({ E4: 1, S2: 1 });
    expect(counts(silom.facets.workType)).toEqual({ hybrid: 2 });
    // a picked station with no job stays in the facet with 0
    const none = await search('station=A1');
    expect(none.total).toBe(0);
    expect(counts(none.facets.station)).toMatchObject({ A1: 0, E4: 1 });
    // another filter narrows the rail facets
    const remote = await search('workType=remote');
    expect(remote.facets.station).toEqual([]);
    expect(remote.facets.line).toEqual([]);
  });

  it('search: an unknown station or line is 400, not an empty page', async () => {
    const station = await ctx.call('GET', '/api/jobs/search?station=ZZ9', {
      headers: { 'accept-language': 'en' },
    });
    expect(station.statusCode).toBe(400);
    expect(station.json().error.fields).toEqual([
      {
        field: 'station.0',
        code: 'unknown_rail_station',
        message: 'Unknown rail station; please choose a BTS/MRT station from the list',
      },
    ]);
    const line = await ctx.call('GET', '/api/jobs/search?line=hyperloop');
    expect(line.statusCode).toBe(400);
    expect(line.json().error.fields[0]).toMatchObject({ field: 'line.0' });
  });

  it('the search cache: a job that gains a station shows up in a cached station page', async () => {
    const before = await search('station=N8');
    expect(titles(before)).toEqual([]);
    const put = await ctx.call('PUT', `/api/corporate/jobs/${ids.none}`, {
      auth: hr.auth,
      body: { ...jobInput({ title: `No rail job ${WORD}` }), rail_stations: ['N8'] },
    });
    expect(put.statusCode).toBe(200);
    expect(titles(await search('station=N8'))).toEqual(['No rail job']);
    expect(titles(await search('line=bts-sukhumvit'))).toEqual(['Asok job', 'No rail job', 'Siam job']);
  });

  it('the seed writes the generated stations (the demo data shows the filter something)', async () => {
    const [{ id: companyId }] = await queryRows<{ id: string }>(ctx.db, sql`select id from company limit 1`);
    const rng = createRng(45);
    const company = {
      id: companyId,
      nameTh: 'บริษัท รถไฟฟ้า จำกัด',
      nameEn: 'Rail Co',
      provinceId: 1,
      focusTh: 'ซอฟต์แวร์',
      focusEn: 'software',
      international: false,
      benefits: [],
    };
    // Bangkok jobs without an education requirement (the test database has the lookups the fixtures use)
    const jobs = Array.from({ length: 60 }, () => makeJob(rng, company, new Date()))
      .filter((j) => j.provinceId === 1)
      .map((j) => ({ ...j, educationLevelId: null }));
    expect(jobs.some((j) => j.railStations.length > 1)).toBe(true);
    await bulkInsertJobs(ctx.db, jobs, getDefaultTaxonomy(), new Map());
    const rows = await queryRows<{ id: string; rail_stations: string[] }>(
      ctx.db,
      sql`select id, rail_stations from job where company_id = ${companyId} and title not like ${'%' + WORD}`,
    );
    const stored = new Map(rows.map((r) => [r.id, r.rail_stations]));
    for (const j of jobs) expect([j.id, stored.get(j.id)]).toEqual([j.id, j.railStations]);
  });

  it('a saved search keeps a line and a station; an unknown station is 400', async () => {
    const me = await createUser('candidate');
    await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: me.auth,
      body: { pdpa: true, cookie: false, marketing: true },
    });
    const save = (filter: Record<string, unknown>) =>
      ctx.call('POST', '/api/candidate/saved-searches', {
        auth: me.auth,
        body: { name: 'ใกล้ BTS', filter, frequency: 'daily' },
      });
    const ok = await save({ line: ['bts-silom'], station: ['E4'] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.filter).toEqual({ line: ['bts-silom'], station: ['E4'] });
    const bad = await save({ station: ['E4', 'ZZ9'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([
      {
        field: 'filter.station.1',
        code: 'unknown_rail_station',
        message: 'ไม่พบสถานีรถไฟฟ้านี้ กรุณาเลือกสถานี BTS/MRT จากรายการ',
      },
    ]);
  });
});
