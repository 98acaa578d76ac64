/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * "Verify your company" on the profile page: not verified yet -> the certificate is uploaded (POST /corporate/files,
 * kind verification_document) and sent (POST /corporate/verification), then "under review"; pending and approved
 * show their state without a form; a rejection shows staff's reason and a way to send again; a wrong file is refused
 * in the browser, a refusal of the API (413, VERIFICATION_PENDING) in the user's language.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorporateVerification } from '@jobportal/contracts';
import { apiError, initTestApp, ok, renderPage, stubApi, type ApiReply } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import { VerificationPanel } from './VerificationPanel';

jest.setTimeout(30_000);
beforeAll(() => initTestApp());

const FILE_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const none: CorporateVerification = { status: 'none', reason: null, submitted_at: null, file_name: null };
const pending: CorporateVerification = {
  status: 'pending',
  reason: null,
  submitted_at: '2026-12-01T03:00:00.000Z',
  file_name: 'หนังสือรับรอง.pdf',
};

/** GET /corporate/verification answers `state` (changed by a successful POST); the upload and request as given. */
function verificationApi(
  initial: CorporateVerification,
  replies: { upload?: ApiReply; request?: ApiReply } = {},
) {
  let state = initial;
  return stubApi(({ method, path }) => {
    if (path === '/corporate/verification' && method === 'GET') return ok(state);
    if (path === '/corporate/files') return replies.upload ?? ok({ id: FILE_ID, name: 'cert.pdf' }, 201);
    if (path === '/corporate/verification') {
      const reply = replies.request ?? ok(pending, 201);
      if (reply.status < 300) state = pending;
      return reply;
    }
    return undefined;
  });
}

const page = () => renderPage(<VerificationPanel />, { path: '/', url: '/' });
const pdf = (size = 1000) => {
  const file = new File(['%PDF-1.7'], 'หนังสือรับรอง.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('verification-input'), { target: { files: [file] } });

it('not verified: uploads the certificate, sends the request and shows "under review"', async () => {
  const calls = verificationApi(none);
  const append = jest.spyOn(FormData.prototype, 'append');
  page();
  expect(await screen.findByTestId('verification-status')).toHaveTextContent(th.verification.status.none);
  expect(screen.getByText(th.verification.intro)).toBeInTheDocument();

  await userEvent.click(screen.getByTestId('verification-submit'));
  expect(screen.getByRole('alert')).toHaveTextContent(th.verification.fileRequired);

  choose(pdf());
  expect(screen.getByTestId('verification-file')).toHaveTextContent('หนังสือรับรอง.pdf');
  await userEvent.click(screen.getByTestId('verification-submit'));

  expect(await screen.findByTestId('verification-sent')).toHaveTextContent(th.verification.submitted);
  expect(screen.getByTestId('verification-status')).toHaveTextContent('รอตรวจสอบ');
  expect(screen.queryByTestId('verification-submit')).not.toBeInTheDocument();
  expect(calls.find((c) => c.path === '/corporate/files')?.method).toBe('POST');
  // jsdom's FormData does not reach the stub as multipart text: what the upload put in it, in order
  expect(
    append.mock.calls.map(([name, value]) => [name, value instanceof File ? value.name : value]),
  ).toEqual([
    ['kind', 'verification_document'],
    ['file', 'หนังสือรับรอง.pdf'],
  ]);
  expect(
    calls.filter((c) => c.path === '/corporate/verification' && c.method === 'POST').map((c) => c.body),
  ).toEqual([{ file_id: FILE_ID }]);
});

afterEach(() => jest.restoreAllMocks());

it('refuses a file of the wrong type or over 5 MB before uploading it', async () => {
  const calls = verificationApi(none);
  page();
  await screen.findByTestId('verification-submit');
  choose(
    new File(['x'], 'cert.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(th.verification.wrongType);
  choose(pdf(5 * 1024 * 1024 + 1));
  expect(screen.getByRole('alert')).toHaveTextContent(th.verification.tooLarge);
  expect(screen.queryByTestId('verification-file')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('a file the API finds too large (413): says so in Thai', async () => {
  verificationApi(none, { upload: apiError(413, 'FILE_TOO_LARGE', 'File too large') });
  page();
  await screen.findByTestId('verification-submit');
  choose(pdf());
  await userEvent.click(screen.getByTestId('verification-submit'));
  expect(await screen.findByTestId('verification-problem')).toHaveTextContent(th.verification.tooLarge);
});

it('a request already waiting (VERIFICATION_PENDING): the API message, and the state read again', async () => {
  const calls = verificationApi(none, {
    request: apiError(409, 'VERIFICATION_PENDING', 'มีคำขอยืนยันบริษัทที่รอการตรวจสอบอยู่แล้ว'),
  });
  page();
  await screen.findByTestId('verification-submit');
  choose(pdf());
  await userEvent.click(screen.getByTestId('verification-submit'));
  expect(await screen.findByTestId('verification-problem')).toHaveTextContent(
    'มีคำขอยืนยันบริษัทที่รอการตรวจสอบอยู่แล้ว',
  );
  await waitFor(() =>
    expect(calls.filter((c) => c.path === '/corporate/verification' && c.method === 'GET')).toHaveLength(2),
  );
});

it('pending: the date and the file under review, no form', async () => {
  verificationApi(pending);
  page();
  expect(await screen.findByTestId('verification-pending')).toHaveTextContent('หนังสือรับรอง.pdf');
  expect(screen.getByTestId('verification-status')).toHaveTextContent('รอตรวจสอบ');
  expect(screen.queryByTestId('verification-submit')).not.toBeInTheDocument();
});

it('approved: the verified badge, no form', async () => {
  verificationApi({ ...pending, status: 'approved' });
  page();
  expect(await screen.findByTestId('verification-status')).toHaveTextContent(th.verification.status.approved);
  expect(screen.getByText(th.verification.approvedText)).toBeInTheDocument();
  expect(screen.queryByTestId('verification-submit')).not.toBeInTheDocument();
});

it("rejected: staff's reason and a way to send a new document", async () => {
  const calls = verificationApi({
    ...pending,
    status: 'rejected',
    reason: 'เอกสารหมดอายุ กรุณาส่งฉบับที่ออกไม่เกิน 6 เดือน',
  });
  page();
  expect(await screen.findByTestId('verification-rejected')).toHaveTextContent(
    'เอกสารหมดอายุ กรุณาส่งฉบับที่ออกไม่เกิน 6 เดือน',
  );
  expect(screen.getByTestId('verification-status')).toHaveTextContent(th.verification.status.rejected);
  choose(pdf());
  await userEvent.click(screen.getByRole('button', { name: th.verification.submitAgain }));
  expect(await screen.findByTestId('verification-sent')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    '/corporate/files',
    '/corporate/verification',
  ]);
});
