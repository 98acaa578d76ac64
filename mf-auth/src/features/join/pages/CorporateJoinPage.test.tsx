/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * The join page of a team invitation (issue 43): what the link is for (company, role, inviter, invited e-mail), a
 * sign-up with the invited e-mail and no company fields, a sign-in of an existing login that lands on the dashboard,
 * and the clear messages of a link that is expired or dead, a login of another e-mail or another company, and an
 * employer signed in with another company's login.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { InvitePreview } from '@jobportal/contracts';
import { getRuntimeConfig, setRuntimeConfig } from 'mf_shared_ui/platform';
import { ApiCallError } from '../../../shared/api/authedFetch';
import { renderAt } from '../../../test/renderWithStore';
import { th } from '../../../i18n/th';
import CorporateJoinPage from './CorporateJoinPage';

const joinCorporateAsNew = jest.fn();
const joinCorporateAsMember = jest.fn();
const logout = jest.fn();
jest.mock('../../../shared/auth/controller', () => ({
  joinCorporateAsNew: (...args: unknown[]) => joinCorporateAsNew(...args),
  joinCorporateAsMember: (...args: unknown[]) => joinCorporateAsMember(...args),
  logout: (...args: unknown[]) => logout(...args),
}));
jest.mock('../../../shared/usePasswordPolicy', () => ({
  usePasswordPolicy: () => ({ minLength: 6, maxLength: 4096 }),
}));

jest.setTimeout(60_000);

const INVITE: InvitePreview = {
  company: { id: 'co-1', name_th: 'บริษัท ทีมเวิร์ก จำกัด', name_en: 'Teamwork Co., Ltd.', logo_url: null },
  role: 'recruiter',
  invited_by: 'สมศรี',
  email: 'new.hire@example.co.th',
  expires_at: '2099-12-08T03:00:00.000Z',
};

/** GET /corporate/invites/preview answered like the API: the invitation, or a refusal with its code. */
function previewAnswers(reply: { status: number; body: unknown }) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(`${url.pathname}?${url.searchParams.toString()}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}
const invitation = () => previewAnswers({ status: 200, body: { data: INVITE } });
const refused = (status: number, code: string) =>
  previewAnswers({ status, body: { error: { code, message: code } } });

const page = (url = '/corporate/join?token=tok-123', session: 'guest' | 'corporate' = 'guest') =>
  renderAt(<CorporateJoinPage />, url, session);
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const fillContact = () => {
  fill(th.join.contactName, 'สมชาย ใจดี');
  fill(th.join.phone, '081-234-5678');
};

beforeAll(async () => {
  setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: 'http://localhost/api' });
  await i18next.changeLanguage('th');
});
beforeEach(() => {
  joinCorporateAsNew.mockReset();
  joinCorporateAsMember.mockReset();
  logout.mockReset();
});

it('shows the company, the role, the inviter and the invited e-mail of the link', async () => {
  const calls = invitation();
  page();
  expect(await screen.findByTestId('join-title')).toHaveTextContent('เข้าร่วมทีมของ บริษัท ทีมเวิร์ก จำกัด');
  expect(screen.getByTestId('join-invited-by')).toHaveTextContent(
    'คุณสมศรี เชิญคุณเข้าร่วมทีมสรรหาของบริษัทนี้ในบทบาทผู้สรรหา',
  );
  // the invited address, named by its label (screen readers announce what the field is)
  expect(screen.getByLabelText('อีเมลที่ได้รับคำเชิญ')).toHaveValue('new.hire@example.co.th');
  expect(screen.getByTestId('join-email')).toHaveAttribute('readonly');
  expect(calls).toEqual(['/api/corporate/invites/preview?token=tok-123']);
  // no company fields: the company is the invitation's
  expect(screen.queryByLabelText(th.register.companyName)).toBeNull();
});

it('a new person signs up with the invited e-mail, a name, a phone and a password', async () => {
  invitation();
  joinCorporateAsNew.mockResolvedValue(undefined);
  page();
  await screen.findByTestId('join-title');
  fillContact();
  fill(th.join.password, 'secret-123');
  fill(th.join.confirmPassword, 'secret-123');
  fireEvent.click(screen.getByTestId('join-submit'));
  await waitFor(() =>
    expect(joinCorporateAsNew).toHaveBeenCalledWith({
      token: 'tok-123',
      email: 'new.hire@example.co.th',
      password: 'secret-123',
      contact_name: 'สมชาย ใจดี',
      phone: '0812345678',
    }),
  );
  expect(joinCorporateAsMember).not.toHaveBeenCalled();
});

it('a sign-up with an e-mail that already has a login turns into a sign-in, saying so', async () => {
  invitation();
  joinCorporateAsNew.mockRejectedValue({ code: 'auth/email-already-in-use' });
  page();
  await screen.findByTestId('join-title');
  fillContact();
  fill(th.join.password, 'secret-123');
  fill(th.join.confirmPassword, 'secret-123');
  fireEvent.click(screen.getByTestId('join-submit'));
  expect(await screen.findByTestId('join-error')).toHaveTextContent(th.join.emailInUse);
  expect(screen.getByTestId('join-submit')).toHaveTextContent(th.join.submitMember);
  expect(screen.queryByLabelText(th.join.confirmPassword, { selector: 'input' })).toBeNull();
});

it('a person with a login signs in, joins and lands on the dashboard', async () => {
  invitation();
  joinCorporateAsMember.mockResolvedValue('signedIn');
  const { router } = page();
  await screen.findByTestId('join-title');
  fireEvent.click(screen.getByRole('radio', { name: th.join.haveAccount }));
  fillContact();
  fill(th.join.password, 'my-password');
  fireEvent.click(screen.getByTestId('join-submit'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/dashboard'));
  expect(joinCorporateAsMember).toHaveBeenCalledWith(
    expect.objectContaining({ token: 'tok-123', email: 'new.hire@example.co.th', password: 'my-password' }),
  );
});

it.each([
  ['INVITE_EMAIL_MISMATCH', 403, 'บัญชีนี้ไม่ได้ใช้อีเมลที่ได้รับคำเชิญ คำเชิญนี้ส่งถึง new.hire@example.co.th'],
  ['ALREADY_MEMBER', 409, th.join.alreadyMember],
  ['INVITE_EXPIRED', 410, th.join.expired],
])('a refusal %s of the API is explained in Thai', async (code, status, message) => {
  invitation();
  joinCorporateAsMember.mockRejectedValue(
    new ApiCallError(status, { error: { code, message: code } } as never),
  );
  page();
  await screen.findByTestId('join-title');
  fireEvent.click(screen.getByRole('radio', { name: th.join.haveAccount }));
  fillContact();
  fill(th.join.password, 'my-password');
  fireEvent.click(screen.getByTestId('join-submit'));
  expect(await screen.findByTestId('join-error')).toHaveTextContent(message);
});

it.each([
  ['an expired link', 410, 'INVITE_EXPIRED', th.join.expiredTitle],
  ['a revoked or used link', 404, 'INVITE_INVALID', th.join.invalidTitle],
])('%s says so instead of a form', async (_name, status, code, title) => {
  refused(status, code);
  page();
  expect(await screen.findByTestId('join-unusable')).toHaveTextContent(title);
  expect(screen.queryByTestId('join-submit')).toBeNull();
});

it('a link without a token is not usable, and nothing is asked of the API', async () => {
  const calls = invitation();
  page('/corporate/join');
  expect(await screen.findByTestId('join-unusable')).toHaveTextContent(th.join.invalidTitle);
  expect(calls).toEqual([]);
});

it("an employer signed in with another company's login is told to sign out first", async () => {
  invitation();
  page('/corporate/join?token=tok-123', 'corporate');
  expect(await screen.findByTestId('join-signed-in')).toHaveTextContent(th.join.signedInTitle);
  expect(screen.queryByTestId('join-submit')).toBeNull();
  fireEvent.click(screen.getByTestId('join-sign-out'));
  expect(logout).toHaveBeenCalledWith({ navigateTo: null });
});
