import {
  ALERT_LIMITS,
  NOTIFICATION_KINDS,
  SAVED_SEARCH_FREQUENCIES,
  MATCH_LIMITS,
  CANDIDATE_SEARCH_LIMITS,
  COMPANY_SET_STATUSES,
  PIPELINE_LIMITS,
  ACTIVITY_TYPE_MAX,
  APPLY_LIMITS,
  APPLICATION_STATUSES,
  PAGE_LIMITS,
  BLOG_LIMITS,
  CANDIDATE_LIMITS,
  LANGUAGE_LEVELS,
  COMPANY_LIMITS,
  COMPANY_SIZES,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  DATE_POSTED,
  HIRE_TYPES,
  JOB_LIMITS,
  JOB_STATUSES,
  ORDER_BY,
  SEARCH_LIMITS,
  WIRE_SCHEMAS,
  WORK_TYPES,
} from '@jobportal/contracts';
import { forEachDriver } from './helpers/app';
import { jobInput } from './helpers/fixtures';
import { createUser, type TestUser } from './helpers/users';

interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** The schema as the OpenAPI document shows it: no $id, `$ref: 'X#'` -> `#/components/schemas/X`. */
function asDocumented(schema: object): unknown {
  const { $id: _id, ...rest } = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  return JSON.parse(
    JSON.stringify(rest).replace(/"\$ref":"([A-Za-z]+)#"/g, '"$ref":"#/components/schemas/$1"'),
  );
}

/**
 * The converted resources have one source, their TypeBox schemas in libs/contracts: these tests fail when the API's
 * validation, its responses or its OpenAPI document stop following them (bounds, enums, shapes).
 */
forEachDriver('wire contract (TypeBox schemas of libs/contracts)', (ctx) => {
  let hr: TestUser;
  let cand: TestUser;

  beforeAll(async () => {
    [hr, cand] = await Promise.all([createUser('corporate'), createUser('candidate')]);
    const consent = await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: cand.auth,
      body: { pdpa: true },
    });
    expect(consent.json().data[0].pdpa).toEqual({ pdpa: true, cookie: false, marketing: false });
    const created = await ctx.call('POST', '/api/corporate/create', {
      auth: hr.auth,
      body: {
        uid: hr.uid,
        email: hr.email,
        password: hr.password,
        name: 'บริษัท สัญญา จำกัด',
        company_type_id: 1,
        contact_name: 'คุณบี',
        phone: '0812345678',
      },
    });
    expect(created.statusCode).toBe(201);
  });

  const expect400 = (res: { statusCode: number; json(): unknown }, fields: string[]): FieldError[] => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; message: string; fields: FieldError[] } };
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(body.error.fields.map((f) => f.field).sort()).toEqual([...fields].sort());
    return body.error.fields;
  };

  it('POST /api/corporate/jobs takes a job at the bounds of JOB_LIMITS and refuses one past them, naming the field', async () => {
    const atBounds = jobInput({
      title: 'ต'.repeat(JOB_LIMITS.titleMax),
      salary_min: JOB_LIMITS.salaryMax,
      salary_max: JOB_LIMITS.salaryMax,
      years_experience_min: JOB_LIMITS.yearsExperienceMax,
    });
    const ok = await ctx.call('POST', '/api/corporate/jobs', { auth: hr.auth, body: atBounds });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ title: atBounds.title, salary_max: JOB_LIMITS.salaryMax });

    const past = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: {
        ...atBounds,
        title: 'ต'.repeat(JOB_LIMITS.titleMax + 1),
        salary_max: JOB_LIMITS.salaryMax + 1,
        years_experience_min: JOB_LIMITS.yearsExperienceMax + 1,
        skills: Array.from({ length: JOB_LIMITS.skillsMax + 1 }, (_, i) => `skill-${i}`),
      },
    });
    const fields = expect400(past, ['salary_max', 'skills', 'title', 'years_experience_min']);
    expect(fields.find((f) => f.field === 'title')?.code).toBe('maxLength');
    expect(fields.find((f) => f.field === 'skills')?.code).toBe('maxItems');

    const tooShort = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: { ...atBounds, title: 'x'.repeat(JOB_LIMITS.titleMin - 1), work_type: 'moon' },
    });
    expect400(tooShort, ['title', 'work_type']);
  });

  it('GET /api/corporate/jobs filters by every JOB_STATUSES value and refuses another', async () => {
    for (const status of JOB_STATUSES) {
      const res = await ctx.call('GET', `/api/corporate/jobs?status=${status}`, { auth: hr.auth });
      expect([status, res.statusCode]).toEqual([status, 200]);
    }
    expect400(await ctx.call('GET', '/api/corporate/jobs?status=archived', { auth: hr.auth }), ['status']);
  });

  it('GET /api/jobs/search accepts every enum value and bound of the contract and refuses what is past them', async () => {
    const values: string[] = [
      ...WORK_TYPES.map((w) => `workType=${w}`),
      ...HIRE_TYPES.map((h) => `hireType=${h}`),
      ...DATE_POSTED.map((d) => `datePosted=${d}`),
      ...ORDER_BY.map((o) => `orderBy=${o}`),
      `limit=${SEARCH_LIMITS.limitMax}`,
      `offset=${SEARCH_LIMITS.offsetMax}`,
      `minimum_salary=${SEARCH_LIMITS.minimumSalaryMax}`,
      `main_input=${'a'.repeat(SEARCH_LIMITS.mainInputMax)}`,
    ];
    for (const q of values) {
      const res = await ctx.call('GET', `/api/jobs/search?${q}`);
      expect([q.slice(0, 40), res.statusCode]).toEqual([q.slice(0, 40), 200]);
    }
    const past = await ctx.call(
      'GET',
      `/api/jobs/search?limit=${SEARCH_LIMITS.limitMax + 1}&offset=${SEARCH_LIMITS.offsetMax + 1}` +
        `&minimum_salary=${SEARCH_LIMITS.minimumSalaryMax + 1}&main_input=${'a'.repeat(SEARCH_LIMITS.mainInputMax + 1)}` +
        `&workType=moon&datePosted=2&orderBy=random`,
    );
    expect400(past, [
      'datePosted',
      'limit',
      'main_input',
      'minimum_salary',
      'offset',
      'orderBy',
      'workType.0',
    ]);
    const similar = await ctx.call(
      'GET',
      `/api/jobs/00000000-0000-4000-8000-000000000000/similar?limit=${SEARCH_LIMITS.similarMax + 1}`,
    );
    expect400(similar, ['limit']);
  });

  it('PUT /api/corporate/profile takes the bounds of COMPANY_LIMITS and refuses one past them, naming the field', async () => {
    const atBounds = {
      name_en: 'N'.repeat(COMPANY_LIMITS.nameMax),
      about_th: 'ก'.repeat(COMPANY_LIMITS.aboutMax),
      benefits: Array.from({ length: COMPANY_LIMITS.benefitsMax }, (_, i) => `benefit ${i}`),
      size: COMPANY_SIZES[COMPANY_SIZES.length - 1],
      contact_links: Array.from({ length: COMPANY_LIMITS.contactLinksMax }, () => ({
        type: COMPANY_LIMITS.contactLinkTypeMax,
        value: 'v'.repeat(COMPANY_LIMITS.contactLinkValueMax),
      })),
      phone: '0'.repeat(COMPANY_LIMITS.phoneMax),
    };
    const ok = await ctx.call('PUT', '/api/corporate/profile', { auth: hr.auth, body: atBounds });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data[0].company).toMatchObject({
      name_en: atBounds.name_en,
      size: atBounds.size,
      contact_links: atBounds.contact_links,
    });
    const past = await ctx.call('PUT', '/api/corporate/profile', {
      auth: hr.auth,
      body: {
        name_en: 'N'.repeat(COMPANY_LIMITS.nameMax + 1),
        about_th: 'ก'.repeat(COMPANY_LIMITS.aboutMax + 1),
        benefits: Array.from({ length: COMPANY_LIMITS.benefitsMax + 1 }, (_, i) => `benefit ${i}`),
        size: '5000+',
        contact_links: [{ type: COMPANY_LIMITS.contactLinkTypeMax + 1, value: 'x' }],
        phone: '0'.repeat(COMPANY_LIMITS.phoneMax + 1),
      },
    });
    expect400(past, ['about_th', 'benefits', 'contact_links.0.type', 'name_en', 'phone', 'size']);
  });

  it('PUT /api/candidate/profile takes the bounds of CANDIDATE_LIMITS and refuses one past them, naming the field', async () => {
    const atBounds = {
      first_name: 'ก'.repeat(CANDIDATE_LIMITS.firstNameMax),
      about: 'ข'.repeat(CANDIDATE_LIMITS.aboutMax),
      years_experience: CANDIDATE_LIMITS.yearsExperienceMax,
      expected_salary: CANDIDATE_LIMITS.expectedSalaryMax,
      experiences: [
        {
          company: 'c'.repeat(CANDIDATE_LIMITS.textMax),
          title: 'Dev',
          start: '2020-01',
          end: null,
          description: 'd'.repeat(CANDIDATE_LIMITS.descriptionMax),
        },
      ],
      educations: [
        {
          institution: 'U',
          degree: 'B',
          field: 'CS',
          education_level_id: null,
          graduated_year: CANDIDATE_LIMITS.graduatedYearMax,
        },
      ],
      languages: [{ language: 'th', level: LANGUAGE_LEVELS[LANGUAGE_LEVELS.length - 1] }],
    };
    const ok = await ctx.call('PUT', '/api/candidate/profile', { auth: cand.auth, body: atBounds });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject(atBounds);
    const past = await ctx.call('PUT', '/api/candidate/profile', {
      auth: cand.auth,
      body: {
        first_name: 'ก'.repeat(CANDIDATE_LIMITS.firstNameMax + 1),
        years_experience: CANDIDATE_LIMITS.yearsExperienceMax + 1,
        expected_salary: CANDIDATE_LIMITS.expectedSalaryMax + 1,
        skills: Array.from({ length: CANDIDATE_LIMITS.skillsMax + 1 }, (_, i) => ({
          slug: `s${i}`,
          level: 'expert',
        })),
        experiences: [{ ...atBounds.experiences[0], start: '2020-13' }],
        educations: [{ ...atBounds.educations[0], graduated_year: CANDIDATE_LIMITS.graduatedYearMax + 1 }],
        languages: [{ language: 'th', level: 'mother tongue' }],
        preferred_work_types: ['moon'],
      },
    });
    expect400(past, [
      'educations.0.graduated_year',
      'expected_salary',
      'experiences.0.start',
      'first_name',
      'languages.0.level',
      'preferred_work_types.0',
      'skills',
      'years_experience',
    ]);
  });

  it('the candidate applications routes take the bounds of APPLY_LIMITS, PAGE_LIMITS and the statuses, and refuse what is past them', async () => {
    const job = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: { ...jobInput(), publish: true },
    });
    expect(job.statusCode).toBe(201);
    const jobId = job.json().data.id as string;
    const past = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId, cover_letter: 'ค'.repeat(APPLY_LIMITS.coverLetterMax + 1) },
    });
    expect400(past, ['cover_letter']);
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId, cover_letter: 'ค'.repeat(APPLY_LIMITS.coverLetterMax) },
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toMatchObject({
      status: 'applied',
      job: { id: jobId },
      history: [{ status: 'applied', actor: 'candidate' }],
    });
    for (const status of APPLICATION_STATUSES) {
      const res = await ctx.call('GET', `/api/candidate/applications?status=${status}`, { auth: cand.auth });
      expect([status, res.statusCode]).toEqual([status, 200]);
    }
    const list = await ctx.call('GET', `/api/candidate/applications?limit=${PAGE_LIMITS.limitMax}`, {
      auth: cand.auth,
    });
    expect(list.json().data).toMatchObject({ total: 1, offset: 0, limit: PAGE_LIMITS.limitMax });
    expect400(
      await ctx.call('GET', `/api/candidate/applications?status=archived&limit=${PAGE_LIMITS.limitMax + 1}`, {
        auth: cand.auth,
      }),
      ['limit', 'status'],
    );
    const favs = await ctx.call('GET', '/api/candidate/favourites', { auth: cand.auth });
    expect(favs.json().data).toMatchObject({ offset: 0, limit: PAGE_LIMITS.limitDefault });
    expect400(
      await ctx.call('GET', `/api/candidate/activities?type=${'x'.repeat(ACTIVITY_TYPE_MAX + 1)}`, {
        auth: cand.auth,
      }),
      ['type'],
    );
  });

  it('the hiring pipeline and candidate search take the bounds of PIPELINE_LIMITS and CANDIDATE_SEARCH_LIMITS', async () => {
    const job = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: { ...jobInput({ title: 'Pipeline bounds' }), publish: true },
    });
    const jobId = job.json().data.id as string;
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId },
    });
    const appId = applied.json().data.id as string;

    const note = await ctx.call('POST', `/api/corporate/applications/${appId}/notes`, {
      auth: hr.auth,
      body: { body: 'น'.repeat(PIPELINE_LIMITS.noteMax) },
    });
    expect(note.statusCode).toBe(201);
    expect400(
      await ctx.call('POST', `/api/corporate/applications/${appId}/notes`, {
        auth: hr.auth,
        body: { body: 'น'.repeat(PIPELINE_LIMITS.noteMax + 1) },
      }),
      ['body'],
    );
    for (const status of ['withdrawn', 'applied'])
      expect400(
        await ctx.call('POST', `/api/corporate/applications/${appId}/status`, {
          auth: hr.auth,
          body: { status },
        }),
        ['status'],
      );
    const moved = await ctx.call('POST', `/api/corporate/applications/${appId}/status`, {
      auth: hr.auth,
      body: { status: COMPANY_SET_STATUSES[0] },
    });
    expect(moved.json().data).toMatchObject({
      status: COMPANY_SET_STATUSES[0],
      notes: [{ body: expect.any(String) }],
    });
    expect400(
      await ctx.call('POST', '/api/corporate/applications/bulk-status', {
        auth: hr.auth,
        body: { ids: Array.from({ length: PIPELINE_LIMITS.bulkIdsMax + 1 }, () => appId), status: 'hired' },
      }),
      ['ids'],
    );
    const dashboard = await ctx.call('GET', '/api/corporate/dashboard', { auth: hr.auth });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data.jobs).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: jobId, status: 'published' })]),
    );

    const search = await ctx.call(
      'GET',
      `/api/corporate/candidates?min_years=${CANDIDATE_SEARCH_LIMITS.minYearsMax}&max_salary=${CANDIDATE_SEARCH_LIMITS.maxSalaryMax}`,
      { auth: hr.auth },
    );
    expect(search.statusCode).toBe(200);
    expect400(
      await ctx.call(
        'GET',
        `/api/corporate/candidates?min_years=${CANDIDATE_SEARCH_LIMITS.minYearsMax + 1}` +
          `&max_salary=${CANDIDATE_SEARCH_LIMITS.maxSalaryMax + 1}&q=${'q'.repeat(CANDIDATE_SEARCH_LIMITS.qMax + 1)}`,
        { auth: hr.auth },
      ),
      ['max_salary', 'min_years', 'q'],
    );
  });

  it('the AI matching routes take the bounds of MATCH_LIMITS and the job filters, and refuse what is past them', async () => {
    const matches = await ctx.call(
      'GET',
      `/api/candidate/ai/matches?limit=${MATCH_LIMITS.limitMax}&workType=remote`,
      {
        auth: cand.auth,
      },
    );
    expect(matches.statusCode).toBe(200);
    expect(matches.json()).toEqual({ data: expect.any(Array), hints: expect.any(Array) });
    expect400(
      await ctx.call(
        'GET',
        `/api/candidate/ai/matches?limit=${MATCH_LIMITS.limitMax + 1}&workType=moon&minimum_salary=-1`,
        { auth: cand.auth },
      ),
      ['limit', 'minimum_salary', 'workType.0'],
    );
    expect400(
      await ctx.call(
        'GET',
        `/api/candidate/ai/skill-suggestions?target_role=${'r'.repeat(MATCH_LIMITS.targetRoleMax + 1)}`,
        { auth: cand.auth },
      ),
      ['target_role'],
    );
    const job = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: { ...jobInput({ title: 'AI bounds' }), publish: true },
    });
    const jobId = job.json().data.id as string;
    const ranked = await ctx.call(
      'GET',
      `/api/corporate/jobs/${jobId}/ai/candidates?limit=${MATCH_LIMITS.candidatesLimitMax}`,
      { auth: hr.auth },
    );
    expect(ranked.statusCode).toBe(200);
    expect400(
      await ctx.call(
        'GET',
        `/api/corporate/jobs/${jobId}/ai/candidates?limit=${MATCH_LIMITS.candidatesLimitMax + 1}`,
        {
          auth: hr.auth,
        },
      ),
      ['limit'],
    );
  });

  it('the privacy routes send CandidatePrivacy and refuse a restriction that is not a boolean', async () => {
    expect400(
      await ctx.call('PUT', '/api/candidate/privacy/restriction', {
        auth: cand.auth,
        body: { restricted: 'maybe' },
      }),
      ['restricted'],
    );
    const set = await ctx.call('PUT', '/api/candidate/privacy/restriction', {
      auth: cand.auth,
      body: { restricted: false },
    });
    expect(set.statusCode).toBe(200);
    const privacy = (await ctx.call('GET', '/api/candidate/privacy', { auth: cand.auth })).json().data;
    expect(privacy).toEqual({
      consent: { pdpa: true, cookie: false, marketing: false },
      restricted: false,
      visible_to_employers: expect.any(Boolean),
      history: expect.arrayContaining([
        {
          at: expect.any(String),
          pdpa: true,
          cookie: false,
          marketing: false,
          restricted: false,
          ip: expect.any(String),
          user_agent: expect.any(String),
        },
      ]),
      deletion: null,
    });
  });

  it('saved searches and notification preferences take the bounds of ALERT_LIMITS and the enums, and refuse others', async () => {
    const saved = await ctx.call('POST', '/api/candidate/saved-searches', {
      auth: cand.auth,
      body: {
        name: 'ช'.repeat(ALERT_LIMITS.nameMax),
        filter: { main_input: 'react', workType: ['remote'] },
        frequency: SAVED_SEARCH_FREQUENCIES[SAVED_SEARCH_FREQUENCIES.length - 1],
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({
      filter: { main_input: 'react', workType: ['remote'] },
      paused: false,
    });
    expect400(
      await ctx.call('POST', '/api/candidate/saved-searches', {
        auth: cand.auth,
        body: {
          name: 'ช'.repeat(ALERT_LIMITS.nameMax + 1),
          filter: { workType: ['moon'] },
          frequency: 'hourly',
        },
      }),
      ['filter.workType.0', 'frequency', 'name'],
    );
    const prefs = await ctx.call('PUT', '/api/candidate/notification-preferences', {
      auth: cand.auth,
      body: { email_off: [NOTIFICATION_KINDS[0]] },
    });
    expect(prefs.json().data).toEqual({
      locale: expect.any(String),
      email_off: [NOTIFICATION_KINDS[0]],
      marketing_consent: false,
    });
    expect400(
      await ctx.call('PUT', '/api/candidate/notification-preferences', {
        auth: cand.auth,
        body: { email_off: ['newsletter'], locale: 'de' },
      }),
      ['email_off.0', 'locale'],
    );
    const inbox = await ctx.call('GET', '/api/corporate/notifications', { auth: hr.auth });
    expect(inbox.json().data).toMatchObject({ items: expect.any(Array), offset: 0, limit: 20 });
  });

  it('POST /api/contact takes a message at the bounds of CONTACT_LIMITS and refuses one past them', async () => {
    const atBounds = {
      name: 'น'.repeat(CONTACT_LIMITS.nameMax),
      email: 'someone@example.com',
      topic: CONTACT_TOPICS[CONTACT_TOPICS.length - 1],
      message: 'ข'.repeat(CONTACT_LIMITS.messageMax),
    };
    const ok = await ctx.call('POST', '/api/contact', { body: atBounds });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.id).toEqual(expect.any(String));
    const past = await ctx.call('POST', '/api/contact', {
      body: {
        name: 'น'.repeat(CONTACT_LIMITS.nameMax + 1),
        email: 'not-an-address',
        topic: 'sales',
        message: 'ข'.repeat(CONTACT_LIMITS.messageMin - 1),
      },
    });
    expect400(past, ['email', 'message', 'name', 'topic']);
  });

  it('GET /api/blog fills the default limit of BLOG_LIMITS and refuses one past the maximum', async () => {
    const page = await ctx.call('GET', '/api/blog');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ offset: 0, limit: BLOG_LIMITS.limitDefault });
    expect((await ctx.call('GET', `/api/blog?limit=${BLOG_LIMITS.limitMax}`)).statusCode).toBe(200);
    expect400(await ctx.call('GET', `/api/blog?limit=${BLOG_LIMITS.limitMax + 1}`), ['limit']);
  });

  it('GET /api/lookups sends the enums of the contract', async () => {
    const { data } = (await ctx.call('GET', '/api/lookups')).json();
    expect(data).toMatchObject({
      workTypes: [...WORK_TYPES],
      hireTypes: [...HIRE_TYPES],
      datePosted: [...DATE_POSTED],
    });
  });

  it('the OpenAPI document shows each converted schema as libs/contracts writes it', async () => {
    const doc = (await ctx.call('GET', '/api/openapi.json')).json();
    for (const schema of WIRE_SCHEMAS)
      expect([schema.$id, doc.components.schemas[schema.$id]]).toEqual([schema.$id, asDocumented(schema)]);
    const search = doc.paths['/api/jobs/search'].get;
    expect(search.responses['200'].content['application/json'].schema.properties.data).toEqual({
      $ref: '#/components/schemas/JobSearchResult',
    });
    expect(search.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    const workType = search.parameters.find((p: { name: string }) => p.name === 'workType');
    expect(workType.schema.items.enum).toEqual([...WORK_TYPES]);
  });
});
