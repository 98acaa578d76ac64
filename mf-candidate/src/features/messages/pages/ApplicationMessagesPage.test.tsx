/**
 * The candidate's thread with a company (issue 43): the company's messages signed with the member's first name and
 * the company, the read marker set when unread messages are seen, a message sent with a file (uploaded first,
 * then named by the message), a withdrawn application still readable without a compose box, another candidate's
 * application a 404; and the unread count on the applications list's link.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageThread, ThreadMessage } from '@jobportal/contracts';
import { apiError, noContent, ok, stubApi } from '@jobportal/test-utils';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import { thMessages } from '../../../i18n/th.messages';
import { ThreadLink } from '../../../shared/messages/ThreadLink';
import ApplicationMessagesPage from './ApplicationMessagesPage';

jest.setTimeout(60_000);
beforeAll(() => initTestI18n());
const th = thMessages.messages;

const message = (id: string, over: Partial<ThreadMessage>): ThreadMessage => ({
  id,
  sender_role: 'corporate',
  sender_name: 'สมศักดิ์',
  company_name: 'บริษัท ทดสอบ จำกัด',
  mine: false,
  body: 'สวัสดีครับ',
  attachment: null,
  created_at: '2026-12-01T03:00:00.000Z',
  ...over,
});
const thread = (over: Partial<MessageThread> = {}): MessageThread => ({
  application_id: 'a1',
  job_id: 'job-1',
  job_title: 'นักพัฒนา Go',
  company_name: 'บริษัท ทดสอบ จำกัด',
  candidate_uid: null,
  items: [
    message('m1', { body: 'สะดวกสัมภาษณ์วันจันทร์ไหมครับ' }),
    message('m2', {
      sender_role: 'candidate',
      sender_name: 'สมหญิง ใจดี',
      company_name: null,
      mine: true,
      body: 'สะดวกค่ะ',
    }),
  ],
  unread: 1,
  closed: null,
  can_send: true,
  ...over,
});

function api(initial: MessageThread) {
  const state = { ...initial, items: [...initial.items] };
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/candidate/applications/a1/messages') return ok(state);
    if (method === 'POST' && path === '/candidate/applications/a1/messages/read') {
      state.unread = 0;
      return noContent();
    }
    if (method === 'POST' && path === '/candidate/applications/a1/messages/attachments')
      return ok({ id: 'f9', name: 'portfolio.pdf', size: 10, mime: 'application/pdf', uploaded_at: '' });
    if (method === 'POST' && path === '/candidate/applications/a1/messages') {
      const b = body as { body: string };
      state.items.push(
        message('m9', { sender_role: 'candidate', mine: true, body: b.body, company_name: null }),
      );
      return ok({ id: 'm9' });
    }
    if (path === '/candidate/applications/other/messages')
      return apiError(404, 'APPLICATION_NOT_FOUND', 'ไม่พบใบสมัคร');
    return undefined;
  });
}

const page = (id = 'a1') =>
  renderPage(<ApplicationMessagesPage />, {
    path: '/candidate/applications/:applicationId/messages',
    url: `/candidate/applications/${id}/messages`,
  });

it("shows the job, the company's messages by first name and company, and marks the thread read", async () => {
  const calls = api(thread());
  page();
  expect(await screen.findByRole('heading', { name: 'นักพัฒนา Go' })).toBeInTheDocument();
  expect(screen.getByText('สะดวกสัมภาษณ์วันจันทร์ไหมครับ')).toBeInTheDocument();
  expect(screen.getByText(/สมศักดิ์ จาก บริษัท ทดสอบ จำกัด/)).toBeInTheDocument();
  expect(screen.getByText(/^คุณ/)).toBeInTheDocument();
  await waitFor(() =>
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/candidate/applications/a1/messages/read' }),
    ),
  );
});

it('sends a message with a file: the file is uploaded, then the message names it', async () => {
  const calls = api(thread({ unread: 0 }));
  page();
  const input = await screen.findByRole('textbox', { name: th.compose });
  fireEvent.change(input, { target: { value: 'แนบผลงานค่ะ' } });
  fireEvent.change(screen.getByTestId('message-file-input'), {
    target: { files: [new File(['%PDF-1.4'], 'portfolio.pdf', { type: 'application/pdf' })] },
  });
  fireEvent.click(screen.getByTestId('message-send'));
  expect(await screen.findByText('แนบผลงานค่ะ')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    '/candidate/applications/a1/messages/attachments',
    '/candidate/applications/a1/messages',
  ]);
  expect(
    calls.find((c) => c.method === 'POST' && c.path === '/candidate/applications/a1/messages')?.body,
  ).toEqual({
    body: 'แนบผลงานค่ะ',
    attachment_file_id: 'f9',
  });
});

it('a withdrawn application stays readable, says why it is closed and has no compose box', async () => {
  api(thread({ closed: 'withdrawn', can_send: false, unread: 0 }));
  page();
  expect(await screen.findByText(th.closed.withdrawn)).toBeInTheDocument();
  expect(screen.getByText('สะดวกสัมภาษณ์วันจันทร์ไหมครับ')).toBeInTheDocument();
  expect(screen.queryByTestId('message-compose')).toBeNull();
});

it("another candidate's application is a 404", async () => {
  api(thread());
  page('other');
  expect(await screen.findByTestId('not-found-message')).toBeInTheDocument();
});

it("the applications list's link shows the thread's unread count", async () => {
  stubApi(({ path }) =>
    path === '/candidate/messages/unread'
      ? ok({ total: 2, items: [{ application_id: 'a1', unread: 2 }] })
      : undefined,
  );
  renderPage(<ThreadLink applicationId="a1" />, {
    path: '/candidate/activities',
    url: '/candidate/activities',
  });
  expect(await screen.findByTestId('thread-unread')).toHaveTextContent('2');
  expect(screen.getByRole('link', { name: 'ข้อความ (ยังไม่ได้อ่าน 2 ข้อความ)' })).toHaveAttribute(
    'href',
    '/candidate/applications/a1/messages',
  );
});
