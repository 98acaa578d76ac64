/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * The employer's thread with a candidate on the application page (issue 43): who wrote what, the read marker set
 * when unread messages are seen, a message sent with a file (uploaded first, then named by the message), a role
 * that may only read, and a closed thread's reason, in Thai.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageThread, ThreadMessage } from '@jobportal/contracts';
import { noContent } from '@jobportal/test-utils';
import { initTestApp, ok, renderPage, stubApi } from '../../test/renderWithApp';
import { th } from '../../i18n/th';
import { MessagesPanel } from './MessagesPanel';
import { UnreadMessagesBadge } from './UnreadMessagesBadge';

jest.setTimeout(60_000);
beforeAll(() => initTestApp());

const message = (id: string, over: Partial<ThreadMessage>): ThreadMessage => ({
  id,
  sender_role: 'candidate',
  sender_name: 'สมหญิง ใจดี',
  company_name: null,
  mine: false,
  body: 'สวัสดีค่ะ',
  attachment: null,
  created_at: '2026-12-01T03:00:00.000Z',
  ...over,
});
const thread = (over: Partial<MessageThread> = {}): MessageThread => ({
  application_id: 'a1',
  job_id: 'job-1',
  job_title: 'นักพัฒนา Go',
  company_name: 'บริษัท ทดสอบ จำกัด',
  candidate_uid: 'uid-a1',
  items: [
    message('m1', { body: 'สนใจตำแหน่งนี้ค่ะ' }),
    message('m2', {
      sender_role: 'corporate',
      sender_name: 'สมศักดิ์ รักงาน',
      company_name: 'บริษัท ทดสอบ จำกัด',
      body: 'ขอบคุณครับ',
      attachment: { id: 'f1', name: 'offer.pdf', mime: 'application/pdf', size: 2048, url: '/api/files/f1' },
    }),
  ],
  unread: 1,
  closed: null,
  can_send: true,
  ...over,
});

/** A live thread: a message posted is in the next read; the calls are recorded. */
function api(initial: MessageThread) {
  const state = { ...initial, items: [...initial.items] };
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/corporate/applications/a1/messages') return ok(state);
    if (method === 'POST' && path === '/corporate/applications/a1/messages/read') {
      state.unread = 0;
      return noContent();
    }
    if (method === 'POST' && path === '/corporate/applications/a1/messages/attachments')
      return ok({ id: 'f9', name: 'brief.pdf', size: 10, mime: 'application/pdf', uploaded_at: '' });
    if (method === 'POST' && path === '/corporate/applications/a1/messages') {
      const b = body as { body: string; attachment_file_id?: string };
      state.items.push(
        message('m9', { sender_role: 'corporate', sender_name: 'ฉัน', mine: true, body: b.body }),
      );
      return ok({ id: 'm9' });
    }
    if (path === '/corporate/messages/unread') return ok({ total: 0, items: [] });
    return undefined;
  });
}

const panel = () =>
  renderPage(<MessagesPanel applicationId="a1" />, {
    path: '/corporate/application/:jobuid/candidate/:candidateuid',
    url: '/corporate/application/job-1/candidate/uid-a1',
  });

it('shows who wrote each message and marks the thread read', async () => {
  const calls = api(thread());
  panel();
  expect(await screen.findByText('สนใจตำแหน่งนี้ค่ะ')).toBeInTheDocument();
  expect(screen.getByText(/สมหญิง ใจดี \(ผู้สมัคร\)/)).toBeInTheDocument();
  expect(screen.getByText(/สมศักดิ์ รักงาน \(ทีมของคุณ\)/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /offer\.pdf/ })).toBeInTheDocument();
  await waitFor(() =>
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/corporate/applications/a1/messages/read' }),
    ),
  );
});

it('sends a message with a file: the file is uploaded, then the message names it', async () => {
  const calls = api(thread({ unread: 0 }));
  panel();
  const input = await screen.findByRole('textbox', { name: th.messages.compose });
  expect(screen.getByTestId('message-send')).toBeDisabled();
  fireEvent.change(input, { target: { value: 'นัดสัมภาษณ์วันจันทร์นะครับ' } });
  const file = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByTestId('message-file-input'), { target: { files: [file] } });
  expect(screen.getByTestId('message-file')).toHaveTextContent('brief.pdf');
  fireEvent.click(screen.getByTestId('message-send'));

  expect(await screen.findByText('นัดสัมภาษณ์วันจันทร์นะครับ')).toBeInTheDocument();
  const posts = calls.filter((c) => c.method === 'POST').map((c) => c.path);
  expect(posts).toEqual([
    '/corporate/applications/a1/messages/attachments',
    '/corporate/applications/a1/messages',
  ]);
  expect(
    calls.find((c) => c.path === '/corporate/applications/a1/messages' && c.method === 'POST')?.body,
  ).toEqual({
    body: 'นัดสัมภาษณ์วันจันทร์นะครับ',
    attachment_file_id: 'f9',
  });
  await waitFor(() => expect(input).toHaveValue(''));
  expect(screen.queryByTestId('message-file')).toBeNull();
});

it('a role that may only read sees no compose box', async () => {
  api(thread({ can_send: false, unread: 0 }));
  panel();
  expect(await screen.findByText(th.messages.readOnly)).toBeInTheDocument();
  expect(screen.queryByTestId('message-compose')).toBeNull();
});

it('a closed thread says why and offers no compose box', async () => {
  api(thread({ can_send: false, closed: 'withdrawn', unread: 0 }));
  panel();
  expect(await screen.findByText(th.messages.closed.withdrawn)).toBeInTheDocument();
  expect(screen.queryByTestId('message-compose')).toBeNull();
  expect(screen.queryByText(th.messages.readOnly)).toBeNull();
});

it('the pipeline card shows the unread count of its application only', async () => {
  stubApi(({ path, query }) =>
    path === '/corporate/messages/unread' && query.get('job_id') === 'job-1'
      ? ok({ total: 3, items: [{ application_id: 'a1', unread: 3 }] })
      : undefined,
  );
  renderPage(
    <>
      <UnreadMessagesBadge jobId="job-1" applicationId="a1" />
      <UnreadMessagesBadge jobId="job-1" applicationId="a2" />
    </>,
    { path: '/corporate/application/:jobuid', url: '/corporate/application/job-1' },
  );
  const badge = await screen.findByTestId('unread-messages-badge');
  expect(badge).toHaveTextContent('3');
  expect(badge).toHaveAccessibleName('ข้อความที่ยังไม่ได้อ่าน 3 ข้อความ');
  expect(screen.getAllByTestId('unread-messages-badge')).toHaveLength(1);
});
