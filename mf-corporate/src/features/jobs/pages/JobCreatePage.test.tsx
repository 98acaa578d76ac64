/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * Posting a job as an employer sees it: what was typed before leaving is offered on return, publishing or saving a
 * draft sends the job to the API (the request body), confirms in Thai and opens the new job; a job the API refuses
 * shows its message on the field and the form stays. The description is given through the stored draft, so these
 * tests do not depend on the rich-text editor.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CorporateJob } from '@jobportal/contracts';
import { apiError, initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { testLookups } from '../../../test/fixtures';
import { th } from '../../../i18n/th';
import { draftKey, EMPTY_JOB } from '../utils/jobForm';
import JobCreatePage from './JobCreatePage';

jest.setTimeout(60_000);
beforeAll(() => initTestApp());
beforeEach(() => window.localStorage.clear());

/** The employer is not signed in in these tests, so the page keeps its draft under the anonymous key. */
const DRAFT = draftKey(undefined, null);

const typedBefore = {
  ...EMPTY_JOB,
  title: 'Frontend Developer',
  description_html: '<p>Build UIs</p>',
  skills: ['react'],
  province_id: 10,
  work_type: 'hybrid' as const,
  hire_type: 'full_time' as const,
  salary_min: '30000',
  salary_max: '50000',
};

function jobsApi({ refuse = false } = {}) {
  return stubApi(({ method, path }) => {
    if (path === '/lookups') return ok(testLookups);
    if (path === '/corporate/profile') return ok([]);
    if (method === 'POST' && path === '/corporate/jobs')
      return refuse
        ? apiError(400, 'VALIDATION_ERROR', 'ข้อมูลไม่ถูกต้อง', [{ field: 'title', message: 'ชื่อตำแหน่งนี้ใช้ไม่ได้' }])
        : ok({ id: 'job-new', title: 'Frontend Developer', status: 'published' } as CorporateJob, 201);
    return undefined;
  });
}

const page = () =>
  renderPage(<JobCreatePage />, { path: '/corporate/jobs/create', url: '/corporate/jobs/create' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

it('what was typed before leaving the page is offered again when the employer comes back', async () => {
  jobsApi();
  const first = page();
  await screen.findByRole('heading', { name: th.job.createTitle });
  fireEvent.change(field(th.job.title), { target: { value: 'Backend Developer' } });
  fireEvent.change(field(th.job.salaryMax), { target: { value: '80000' } });
  first.unmount();

  page();
  expect(await screen.findByText(th.job.restored)).toBeInTheDocument();
  expect(field(th.job.title).value).toBe('Backend Developer');
  expect(field(th.job.salaryMax).value).toBe('80000');
});

it('publishing sends the whole job with publish=true, confirms in Thai, forgets the draft and opens the job', async () => {
  window.localStorage.setItem(DRAFT, JSON.stringify({ values: typedBefore }));
  const calls = jobsApi();
  const { router } = page();
  expect(await screen.findByText(th.job.restored)).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('job-action-publish'));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({
    path: '/corporate/jobs',
    body: {
      title: 'Frontend Developer',
      description_html: '<p>Build UIs</p>',
      qualifications_html: '',
      skills: ['react'],
      province_id: 10,
      work_type: 'hybrid',
      hire_type: 'full_time',
      education_level_id: null,
      years_experience_min: 0,
      salary_min: 30000,
      salary_max: 50000,
      salary_negotiable: false,
      valid_through: null,
      publish: true,
    },
  });
  expect(await screen.findByText(th.job.published)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/jobs/job-new'));
  expect(window.localStorage.getItem(DRAFT)).toBeNull();
});

it('"save draft" sends publish=false and says the job was created', async () => {
  window.localStorage.setItem(DRAFT, JSON.stringify({ values: typedBefore }));
  const calls = jobsApi();
  page();
  await screen.findByText(th.job.restored);
  fireEvent.click(screen.getByRole('button', { name: th.job.saveDraft }));
  expect(await screen.findByText(th.job.created)).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
    title: 'Frontend Developer',
    publish: false,
  });
});

it('a job the API refuses shows its message on the field and in Thai, and the page keeps the draft', async () => {
  window.localStorage.setItem(DRAFT, JSON.stringify({ values: typedBefore }));
  const calls = jobsApi({ refuse: true });
  const { router } = page();
  await screen.findByText(th.job.restored);
  fireEvent.click(screen.getByTestId('job-action-publish'));
  expect(await screen.findByText('ชื่อตำแหน่งนี้ใช้ไม่ได้')).toBeInTheDocument();
  expect(await screen.findByText(th.common.saveFailed)).toBeInTheDocument();
  expect(screen.getByText('ข้อมูลไม่ถูกต้อง')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  expect(router.state.location.pathname).toBe('/corporate/jobs/create');
  expect(window.localStorage.getItem(DRAFT)).not.toBeNull();
});

it('an incomplete job is not sent: the form names what is missing and asks to fix it', async () => {
  const calls = jobsApi();
  page();
  await screen.findByRole('heading', { name: th.job.createTitle });
  fireEvent.click(screen.getByTestId('job-action-publish'));
  expect(await screen.findByText(th.job.requiredTitle)).toBeInTheDocument();
  expect(await screen.findByText(th.common.fixErrors)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});
