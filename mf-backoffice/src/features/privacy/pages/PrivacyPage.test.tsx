/** Privacy: the requests with their archive, and an operator's erasure request for an e-mail's account. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErasureRecord, PrivacyRequestItem, PrivacySubject } from '@jobportal/contracts';
import { ok, pageOf, reasonDialog, renderPage, staffPageTests, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import PrivacyPage from './PrivacyPage';

staffPageTests('dpo@staff.test');

const request: PrivacyRequestItem = {
  id: 'q1',
  source: 'operator',
  kind: 'export',
  subject_role: 'candidate',
  subject_uid: 'u1',
  subject_email: 'a@example.com',
  status: 'ready',
  created_at: '2026-12-01T03:00:00Z',
  due_at: '2026-12-31T03:00:00Z',
  done_at: '2026-12-02T03:00:00Z',
  reason: 'Asked by e-mail; identity checked against the account',
};

it('lists requests; only a ready export the desk started has its archive to download', async () => {
  const selfExport: PrivacyRequestItem = {
    ...request,
    id: 'e2',
    source: 'self',
    subject_email: 'b@example.com',
  };
  const calls = stubApi((call) =>
    call.path === '/backoffice/privacy/requests' ? ok(pageOf([request, selfExport])) : undefined,
  );
  renderPage(<PrivacyPage />, { path: '/backoffice/privacy', url: '/backoffice/privacy' });
  expect(await screen.findByText('a@example.com')).toBeInTheDocument();
  expect(screen.getByText('b@example.com')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /ดาวน์โหลด/ })).toHaveLength(1);
  expect(calls[0].authorization).toBe('Bearer staff-token');
});

it('pages the erasure audit through the API', async () => {
  const erasure: ErasureRecord = {
    id: 'x1',
    role: 'candidate',
    requested_at: null,
    erased_at: '2026-12-01T03:00:00Z',
    counts: { candidate: 1, application: 3 },
  };
  const calls = stubApi((call) =>
    call.path === '/backoffice/privacy/erasures'
      ? ok({ items: [erasure], total: 21, offset: Number(call.query.get('offset')), limit: 20 })
      : undefined,
  );
  const user = userEvent.setup();
  renderPage(<PrivacyPage />, { path: '/backoffice/privacy', url: '/backoffice/privacy?tab=erasures' });
  expect(await screen.findByText('candidate: 1, application: 3')).toBeInTheDocument();
  expect(calls[0].query.get('offset')).toBe('0');
  await user.click(screen.getByRole('listitem', { name: '2' }));
  await waitFor(() => expect(calls.at(-1)?.query.get('offset')).toBe('20'));
  expect(screen.getByTestId('location')).toHaveTextContent('/backoffice/privacy?tab=erasures&page=2');
});

it("finds an e-mail's accounts and asks for erasure with a reason", async () => {
  const calls = stubApi((call) => {
    if (call.path === '/backoffice/privacy/subjects')
      return ok([
        {
          role: 'candidate',
          uid: 'u9',
          email: 'gone@example.com',
          status: 'active',
          created_at: '2025-01-01T00:00:00Z',
        },
      ] satisfies PrivacySubject[]);
    if (call.path === '/backoffice/privacy/requests' && call.method === 'POST')
      return ok({ ...request, id: 'q2' }, 201);
    if (call.path === '/backoffice/privacy/requests') return ok(pageOf([]));
    return undefined;
  });
  const user = userEvent.setup();
  renderPage(<PrivacyPage />, { path: '/backoffice/privacy', url: '/backoffice/privacy?tab=new' });
  await user.type(await screen.findByLabelText(th.privacy.subjectEmail), 'gone@example.com{Enter}');
  await user.click(await screen.findByRole('button', { name: th.privacy.create.erasure }));
  const modal = reasonDialog(await screen.findByLabelText(th.reason.label));
  expect(within(modal).getByText(/gone@example\.com/)).toBeInTheDocument();
  await user.type(within(modal).getByLabelText(th.reason.label), 'By mail');
  await user.click(within(modal).getByRole('button', { name: th.privacy.create.erasure }));
  expect(within(modal).getByRole('alert')).toHaveTextContent('อย่างน้อย 10 ตัวอักษร');
  await user.clear(within(modal).getByLabelText(th.reason.label));
  await user.type(within(modal).getByLabelText(th.reason.label), 'Asked by e-mail on 1 Dec');
  await user.click(within(modal).getByRole('button', { name: th.privacy.create.erasure }));
  expect(await screen.findByText(th.privacy.created)).toBeInTheDocument();
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'erasure',
      subject_role: 'candidate',
      subject_uid: 'u9',
      reason: 'Asked by e-mail on 1 Dec',
    }),
  );
  expect(calls.find((c) => c.path === '/backoffice/privacy/subjects')?.query.get('email')).toBe(
    'gone@example.com',
  );
});
