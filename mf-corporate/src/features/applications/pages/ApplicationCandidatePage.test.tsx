/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * One application as an employer sees it: changing its stage from the page (the API call, the new stage and the Thai
 * confirmation; a rejection asked first; a refused change shows the Thai error and keeps the stage) and the
 * company's internal notes.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApplicationStatus } from '@jobportal/contracts';
import { application } from '../../../test/fixtures';
import { apiError, initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import ApplicationCandidatePage from './ApplicationCandidatePage';

jest.setTimeout(60_000);
beforeAll(() => initTestApp());

/** The application of สมชาย to job-1 (live: status and note calls change it), or refused status changes. */
function api({ refuseStatus = false } = {}) {
  const app = application('a1', 'สมชาย', 'reviewing');
  return stubApi(({ method, path, body }) => {
    if (path === '/corporate/jobs/job-1/candidates/uid-a1/application') return ok(app);
    if (method === 'POST' && path === '/corporate/applications/a1/status') {
      if (refuseStatus) return apiError(409, 'INVALID_STATUS_TRANSITION', 'ย้ายสถานะนี้ไม่ได้');
      app.status = (body as { status: ApplicationStatus }).status;
      return ok(app);
    }
    if (method === 'POST' && path === '/corporate/applications/a1/notes') {
      const note = {
        id: `n${app.notes.length + 1}`,
        body: (body as { body: string }).body,
        author: 'HR',
        at: new Date().toISOString(),
      };
      app.notes.push(note);
      return ok(note, 201);
    }
    return undefined;
  });
}

const page = () =>
  renderPage(<ApplicationCandidatePage />, {
    path: '/corporate/application/:jobuid/candidate/:candidateuid',
    url: '/corporate/application/job-1/candidate/uid-a1',
  });
const stage = () => screen.getByTestId('application-status');
const moves = () => within(screen.getByRole('group', { name: th.applications.changeStatus }));

it('a stage chosen on the page is sent to the API, shown, confirmed in Thai, and only later stages are offered', async () => {
  const calls = api();
  page();
  expect(await screen.findByTestId('application-candidate-name')).toHaveTextContent('สมชาย ทดสอบ');
  expect(stage()).toHaveTextContent(th.status.reviewing);
  fireEvent.click(moves().getByRole('button', { name: th.status.interview }));
  await waitFor(() => expect(stage()).toHaveTextContent(th.status.interview));
  expect(calls).toContainEqual(
    expect.objectContaining({
      method: 'POST',
      path: '/corporate/applications/a1/status',
      body: { status: 'interview' },
    }),
  );
  expect(await screen.findByText('ย้าย สมชาย ทดสอบ ไปที่ "นัดสัมภาษณ์" แล้ว')).toBeInTheDocument();
  expect(moves().queryByRole('button', { name: th.status.shortlisted })).toBeNull();
  expect(moves().getByRole('button', { name: th.status.offered })).toBeInTheDocument();
});

it('a rejection is asked first and only sent once confirmed', async () => {
  const calls = api();
  page();
  await screen.findByTestId('application-status');
  fireEvent.click(moves().getByRole('button', { name: th.status.rejected }));
  expect(await screen.findByText(`${th.applications.moveTo} "${th.status.rejected}"?`)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: th.common.yes }));
  await waitFor(() => expect(stage()).toHaveTextContent(th.status.rejected));
  expect(calls).toContainEqual(expect.objectContaining({ body: { status: 'rejected' } }));
});

it('a change the API refuses shows the Thai error and the stage stays', async () => {
  const calls = api({ refuseStatus: true });
  page();
  await screen.findByTestId('application-status');
  fireEvent.click(moves().getByRole('button', { name: th.status.offered }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(await screen.findByText(th.common.saveFailed)).toBeInTheDocument();
  expect(screen.getByText('ย้ายสถานะนี้ไม่ได้')).toBeInTheDocument();
  expect(stage()).toHaveTextContent(th.status.reviewing);
});

it('an empty note is refused by the form; a note is added through the API and listed', async () => {
  const calls = api();
  page();
  await screen.findByTestId('application-status');
  expect(screen.getByText(th.applications.noNotes)).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('note-submit'));
  expect(await screen.findByText(th.applications.noteRequired)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  fireEvent.change(screen.getByTestId('note-input'), { target: { value: '  สัมภาษณ์รอบแรกผ่าน ' } });
  fireEvent.click(screen.getByTestId('note-submit'));
  expect(
    await within(await screen.findByTestId('notes-list')).findByText('สัมภาษณ์รอบแรกผ่าน'),
  ).toBeInTheDocument();
  expect(calls).toContainEqual(
    expect.objectContaining({ path: '/corporate/applications/a1/notes', body: { body: 'สัมภาษณ์รอบแรกผ่าน' } }),
  );
  expect(await screen.findByText(th.applications.noteAdded)).toBeInTheDocument();
  expect(screen.getByTestId('note-input')).toHaveValue('');
});

it('the status history names who in the team made each move; a member who may not move them gets no moves', async () => {
  const app = application('a1', 'สมชาย', 'reviewing');
  app.history = [
    {
      status: 'applied',
      at: new Date(Date.now() - 7_200_000).toISOString(),
      actor: 'candidate',
      actor_name: null,
    },
    {
      status: 'reviewing',
      at: new Date(Date.now() - 3_600_000).toISOString(),
      actor: 'corporate',
      actor_name: 'คุณคัดกรอง',
    },
  ];
  stubApi(({ path }) => {
    if (path === '/corporate/jobs/job-1/candidates/uid-a1/application') return ok(app);
    if (path === '/corporate/jobs/job-1') return ok({ id: 'job-1', can_edit: false });
    return undefined;
  });
  page();
  const history = await screen.findByTestId('status-history');
  expect(within(history).getByText(/บริษัท โดย คุณคัดกรอง/)).toBeInTheDocument();
  expect(within(history).getByText(/^ผู้สมัคร/)).not.toHaveTextContent('โดย');
  await waitFor(() => expect(screen.queryByRole('button', { name: th.status.interview })).toBeNull());
});
