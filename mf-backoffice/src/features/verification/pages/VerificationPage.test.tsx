/** Company verification: the pending requests, the document fetched with the staff token, approve with a reason. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerificationRequest } from '@jobportal/contracts';
import {
  initTestApp,
  ok,
  pageOf,
  reasonDialog,
  renderPage,
  staffSignedIn,
  stubApi,
} from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import VerificationPage from './VerificationPage';

jest.setTimeout(30_000);
beforeAll(initTestApp);
beforeEach(() => {
  staffSignedIn('mod@staff.test');
  URL.createObjectURL = jest.fn(() => 'blob:doc');
  URL.revokeObjectURL = jest.fn();
});

const request: VerificationRequest = {
  id: 'v1',
  company_id: 'c1',
  company_name: 'Siam Soft',
  status: 'pending',
  reason: null,
  submitted_at: '2026-12-01T03:00:00Z',
  reviewed_at: null,
  file: { id: 'f1', name: 'dbd.png', mime: 'image/png', size: 2048 },
};

it('shows the document as an image and approves with a reason', async () => {
  const calls = stubApi((call) => {
    if (call.path === '/backoffice/verifications') return ok(pageOf([request]));
    if (call.path === '/backoffice/verifications/v1/decision')
      return ok({ ...request, status: 'approved', reason: 'DBD record matches' });
    return undefined;
  });
  // the document is not JSON: answered separately
  const json = global.fetch;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/backoffice/verifications/v1/file')
      ? new Response(new Blob(['png']), { headers: { 'content-type': 'image/png' } })
      : json(input, init),
  ) as typeof fetch;
  const user = userEvent.setup();
  renderPage(<VerificationPage />, {
    path: '/backoffice/verification/:id?',
    url: '/backoffice/verification/v1',
  });
  const drawer = await screen.findByRole('dialog');
  const image = await within(drawer).findByRole('img', { name: 'เอกสารยืนยันของ Siam Soft' });
  expect(image).toHaveAttribute('src', 'blob:doc');
  const fileCall = (global.fetch as jest.Mock).mock.calls.find(([url]) => String(url).endsWith('/file'));
  expect(new Headers(fileCall[1].headers).get('authorization')).toBe('Bearer staff-token');
  expect(calls[0].query.get('status')).toBe('pending');

  await user.click(within(drawer).getByRole('button', { name: th.verification.approve }));
  const modal = reasonDialog(await screen.findByLabelText(th.reason.label));
  await user.type(within(modal).getByLabelText(th.reason.label), 'DBD record matches');
  await user.click(within(modal).getByRole('button', { name: th.verification.approve }));
  expect(await screen.findByText(th.verification.done.approve)).toBeInTheDocument();
  await waitFor(() =>
    expect(calls.find((c) => c.path === '/backoffice/verifications/v1/decision')?.body).toEqual({
      decision: 'approve',
      reason: 'DBD record matches',
    }),
  );
});

it('an empty list says so', async () => {
  stubApi(() => ok(pageOf([])));
  renderPage(<VerificationPage />, {
    path: '/backoffice/verification/:id?',
    url: '/backoffice/verification?status=rejected',
  });
  expect(await screen.findByText(th.verification.empty)).toBeInTheDocument();
});

it('a document erased since is said to be gone (no file to fetch)', async () => {
  const calls = stubApi((call) =>
    call.path === '/backoffice/verifications' ? ok(pageOf([{ ...request, file: null }])) : undefined,
  );
  renderPage(<VerificationPage />, {
    path: '/backoffice/verification/:id?',
    url: '/backoffice/verification/v1',
  });
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText(th.verification.fileErased)).toBeInTheDocument();
  expect(screen.getAllByText(th.verification.fileErased)).toHaveLength(2);
  expect(calls.some((c) => c.path.endsWith('/file'))).toBe(false);
});
