/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * The link of a message's notification and e-mail (/corporate/messages/:applicationId, which names the application,
 * not the person): it opens the application page at its messages panel; with the candidate's data closed to
 * employers, the (empty) thread alone with the reason.
 */
import { screen, waitFor } from '@testing-library/react';
import type { MessageThread } from '@jobportal/contracts';
import { initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import MessageThreadPage from './MessageThreadPage';

jest.setTimeout(30_000);
beforeAll(() => initTestApp());

const thread = (over: Partial<MessageThread>): MessageThread => ({
  application_id: 'a1',
  job_id: 'job-1',
  job_title: 'นักพัฒนา Go',
  company_name: 'บริษัท ทดสอบ จำกัด',
  candidate_uid: 'uid-a1',
  items: [],
  unread: 0,
  closed: null,
  can_send: true,
  ...over,
});
const page = () =>
  renderPage(<MessageThreadPage />, {
    path: '/corporate/messages/:applicationId',
    url: '/corporate/messages/a1',
  });

it("goes to the application page's messages panel", async () => {
  stubApi(({ path }) => (path === '/corporate/applications/a1/messages' ? ok(thread({})) : undefined));
  const { router } = page();
  await waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe(
      '/corporate/application/job-1/candidate/uid-a1#messages',
    ),
  );
});

it("shows the closed thread alone when the candidate's data is closed to employers", async () => {
  stubApi(({ path }) =>
    path === '/corporate/applications/a1/messages'
      ? ok(thread({ candidate_uid: null, closed: 'candidate_unavailable', can_send: false }))
      : undefined,
  );
  page();
  expect(await screen.findByText(th.messages.closed.candidate_unavailable)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/corporate/messages/a1');
});
