/** Support: a conversation with its replies (sent or queued), a reply that closes it, a status change. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportMessage, SupportReply, SupportThread } from '@jobportal/contracts';
import { ok, reasonDialog, renderPage, staffPageTests, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import SupportPage from './SupportPage';

staffPageTests('help@staff.test');

const message: SupportMessage = {
  id: 'm1',
  name: 'Somchai',
  email: 'somchai@example.com',
  topic: 'technical',
  message: 'เข้าสู่ระบบไม่ได้ครับ',
  locale: 'th',
  ip: null,
  user_agent: null,
  status: 'new',
  created_at: '2026-12-01T03:00:00Z',
  updated_at: '2026-12-01T03:00:00Z',
};
const replies: SupportReply[] = [
  {
    id: 'p1',
    staff_email: 'help@staff.test',
    body: 'ส่งลิงก์ให้แล้วครับ',
    created_at: '2026-12-01T04:00:00Z',
    sent_at: '2026-12-01T04:01:00Z',
  },
  {
    id: 'p2',
    staff_email: 'help@staff.test',
    body: 'ลองอีกครั้งนะครับ',
    created_at: '2026-12-01T05:00:00Z',
    sent_at: null,
  },
];

function api() {
  return stubApi((call) => {
    if (call.path === '/backoffice/support/messages')
      return ok({
        items: [
          {
            id: message.id,
            name: message.name,
            email: message.email,
            topic: message.topic,
            excerpt: message.message,
            status: message.status,
            created_at: message.created_at,
            updated_at: message.updated_at,
            replies: 2,
          },
        ],
        total: 1,
        offset: 0,
        limit: 20,
      });
    const thread: SupportThread = { message, replies };
    if (call.path === '/backoffice/support/messages/m1') return ok(thread);
    if (call.path.startsWith('/backoffice/support/messages/m1/'))
      return ok(thread, call.path.endsWith('/replies') ? 201 : 200);
    return undefined;
  });
}

it('shows the thread with sent and queued replies, and sends a reply that closes it', async () => {
  const calls = api();
  const user = userEvent.setup();
  renderPage(<SupportPage />, { path: '/backoffice/support/:id?', url: '/backoffice/support/m1' });
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('เข้าสู่ระบบไม่ได้ครับ')).toBeInTheDocument();
  expect(within(drawer).getByRole('heading', { name: th.support.topics.technical })).toBeInTheDocument();
  expect(within(drawer).getByText(th.support.queued)).toBeInTheDocument();
  expect(within(drawer).getByText(/^ส่งแล้ว/)).toBeInTheDocument();

  await user.click(within(drawer).getByRole('button', { name: th.support.send }));
  expect(within(drawer).getByRole('alert')).toHaveTextContent(th.support.replyRequired);
  await user.type(within(drawer).getByLabelText(/ตอบกลับทางอีเมล/), 'รีเซ็ตรหัสผ่านให้แล้วครับ');
  await user.click(within(drawer).getByRole('checkbox', { name: th.support.closeAfter }));
  await user.click(within(drawer).getByRole('button', { name: th.support.send }));
  expect(await screen.findByText(th.support.replied)).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/backoffice/support/messages/m1/replies')?.body).toEqual({
    body: 'รีเซ็ตรหัสผ่านให้แล้วครับ',
    close: true,
  });
});

it('changes the status with an optional reason', async () => {
  const calls = api();
  const user = userEvent.setup();
  renderPage(<SupportPage />, { path: '/backoffice/support/:id?', url: '/backoffice/support/m1' });
  const drawer = await screen.findByRole('dialog');
  await user.selectOptions(await within(drawer).findByLabelText(th.support.status), 'closed');
  const modal = reasonDialog(await screen.findByLabelText(th.reason.optionalLabel));
  await user.click(within(modal).getByRole('button', { name: th.support.changeStatus }));
  await waitFor(() =>
    expect(calls.find((c) => c.path === '/backoffice/support/messages/m1/status')?.body).toEqual({
      status: 'closed',
    }),
  );
});
