/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * The company profile as an employer sees it: the stored values in the form, an edit saved through the API with the
 * Thai confirmation and shown again on the next visit, the form's own messages (no company name, a bad website, a
 * contact link without a value, a logo of the wrong type) and the API's field messages.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CorporateProfile } from '@jobportal/contracts';
import { apiError, initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { testLookups } from '../../../test/fixtures';
import { th } from '../../../i18n/th';
import ProfilePage from './ProfilePage';

jest.setTimeout(60_000);
beforeAll(() => initTestApp());

const stored: CorporateProfile = {
  uid: 'emp-1',
  email: 'hr@example.co.th',
  status: true,
  contact_name: 'คุณสมศรี',
  phone: '021234567',
  role: 'owner',
  company: {
    id: 'co-1',
    name_th: 'บริษัท ทดสอบ จำกัด',
    name_en: 'Test Co., Ltd.',
    company_type_id: null,
    logo_url: null,
    about_th: 'เราทำซอฟต์แวร์',
    about_en: '',
    benefits: ['ประกันสุขภาพ'],
    size: '11-50',
    website: 'https://test.example.co.th',
    contact_links: [],
    address: 'ถนนสุขุมวิท',
    province_id: 10,
    verified: false,
  },
};

/** GET/PUT /corporate/profile like the API (PUT stores the body and answers the whole profile), or a refusal. */
function profileApi(refusal?: ReturnType<typeof apiError>, role: CorporateProfile['role'] = 'owner') {
  let profile = { ...structuredClone(stored), role };
  const calls = stubApi(({ method, path, body }) => {
    if (path === '/lookups') return ok(testLookups);
    if (path === '/corporate/verification')
      return ok({ status: 'none', reason: null, submitted_at: null, file_name: null });
    if (path !== '/corporate/profile') return undefined;
    if (method === 'PUT') {
      if (refusal) return refusal;
      const { contact_name, phone, ...company } = body as Record<string, unknown>;
      profile = {
        ...profile,
        contact_name: contact_name as string,
        phone: phone as string,
        company: { ...profile.company, ...company },
      };
    }
    return ok([profile]);
  });
  return calls;
}

const page = () => renderPage(<ProfilePage />, { path: '/corporate/profile', url: '/corporate/profile' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByTestId('profile-save'));
const puts = (calls: ReturnType<typeof profileApi>) => calls.filter((c) => c.method === 'PUT');

/** Waits until the stored profile is in the form. */
async function loaded() {
  await screen.findByRole('heading', { name: th.profile.title });
  await waitFor(() => expect(field(th.profile.nameTh).value).toBe(stored.company.name_th));
}

it('shows the stored profile in the form', async () => {
  profileApi();
  page();
  await loaded();
  expect(field(th.profile.nameEn).value).toBe('Test Co., Ltd.');
  expect(field(th.profile.aboutTh).value).toBe('เราทำซอฟต์แวร์');
  expect(field(th.profile.website).value).toBe('https://test.example.co.th');
  expect(field(th.profile.contactName).value).toBe('คุณสมศรี');
  expect(field(th.profile.phone).value).toBe('021234567');
  expect(screen.getByText('ประกันสุขภาพ')).toBeInTheDocument();
});

it('an edit is saved through the API, confirmed in Thai, and shown again on the next visit', async () => {
  const calls = profileApi();
  const first = page();
  await loaded();
  fireEvent.change(field(th.profile.nameTh), { target: { value: '  บริษัท ใหม่ จำกัด ' } });
  fireEvent.change(field(th.profile.phone), { target: { value: '081-234-5678' } });
  fireEvent.change(field(th.profile.website), { target: { value: 'new.example.com' } });
  expect(field(th.profile.phone).value).toBe('0812345678'); // digits only
  save();
  expect(await screen.findByText(th.common.saved)).toBeInTheDocument();
  expect(puts(calls)).toHaveLength(1);
  expect(puts(calls)[0].body).toEqual({
    name_th: 'บริษัท ใหม่ จำกัด',
    name_en: 'Test Co., Ltd.',
    about_th: 'เราทำซอฟต์แวร์',
    about_en: '',
    benefits: ['ประกันสุขภาพ'],
    size: '11-50',
    company_type_id: null,
    website: 'new.example.com',
    contact_links: [],
    address: 'ถนนสุขุมวิท',
    province_id: 10,
    contact_name: 'คุณสมศรี',
    phone: '0812345678',
  });
  first.unmount();

  page();
  await screen.findByRole('heading', { name: th.profile.title });
  await waitFor(() => expect(field(th.profile.nameTh).value).toBe('บริษัท ใหม่ จำกัด'));
  expect(field(th.profile.phone).value).toBe('0812345678');
  expect(field(th.profile.website).value).toBe('new.example.com');
});

it("a viewer changes their own contact details only: the company's are read-only and never sent", async () => {
  const calls = profileApi(undefined, 'viewer');
  page();
  await loaded();
  expect(screen.getByTestId('profile-read-only')).toHaveTextContent(th.team.profileReadOnly);
  expect(field(th.profile.nameTh)).toBeDisabled();
  expect(screen.queryByRole('button', { name: th.profile.uploadLogo })).toBeNull();
  fireEvent.change(field(th.profile.contactName), { target: { value: 'คุณสมใจ' } });
  save();
  expect(await screen.findByText(th.common.saved)).toBeInTheDocument();
  expect(puts(calls).map((c) => c.body)).toEqual([{ contact_name: 'คุณสมใจ', phone: '021234567' }]);
});

it('without a company name in either language the form says so and nothing is sent', async () => {
  const calls = profileApi();
  page();
  await loaded();
  fireEvent.change(field(th.profile.nameTh), { target: { value: ' ' } });
  fireEvent.change(field(th.profile.nameEn), { target: { value: '' } });
  save();
  expect(await screen.findByText(th.profile.nameRequired)).toBeInTheDocument();
  expect(await screen.findByText(th.common.fixErrors)).toBeInTheDocument();
  expect(puts(calls)).toEqual([]);
  // One name is enough.
  fireEvent.change(field(th.profile.nameEn), { target: { value: 'Test Co.' } });
  save();
  await waitFor(() => expect(puts(calls)).toHaveLength(1));
  expect(puts(calls)[0].body).toMatchObject({ name_th: '', name_en: 'Test Co.' });
});

it('a website that is not an address is refused by the form', async () => {
  const calls = profileApi();
  page();
  await loaded();
  fireEvent.change(field(th.profile.website), { target: { value: 'not a website' } });
  save();
  expect(await screen.findByText(th.profile.websiteInvalid)).toBeInTheDocument();
  expect(puts(calls)).toEqual([]);
});

it('a contact link needs a value; once given it is saved with its type', async () => {
  const calls = profileApi();
  page();
  await loaded();
  fireEvent.click(screen.getByRole('button', { name: new RegExp(th.profile.addContact) }));
  save();
  expect(await screen.findByText(th.profile.valueRequired)).toBeInTheDocument();
  expect(puts(calls)).toEqual([]);
  fireEvent.change(screen.getByLabelText(`${th.profile.contactValue} 1`), {
    target: { value: ' https://line.me/ti/p/test ' },
  });
  save();
  await waitFor(() => expect(puts(calls)).toHaveLength(1));
  expect(puts(calls)[0].body).toMatchObject({
    contact_links: [{ type: 6, value: 'https://line.me/ti/p/test' }],
  });
});

it("the API's field message is shown on that field with the Thai error", async () => {
  const calls = profileApi(
    apiError(400, 'VALIDATION_ERROR', 'ข้อมูลไม่ถูกต้อง', [{ field: 'website', message: 'เว็บไซต์นี้เข้าถึงไม่ได้' }]),
  );
  page();
  await loaded();
  save();
  expect(await screen.findByText('เว็บไซต์นี้เข้าถึงไม่ได้')).toBeInTheDocument();
  expect(await screen.findByText(th.common.saveFailed)).toBeInTheDocument();
  expect(screen.getByText('ข้อมูลไม่ถูกต้อง')).toBeInTheDocument();
  expect(puts(calls)).toHaveLength(1);
  expect(field(th.profile.website).value).toBe('https://test.example.co.th');
});

it('a logo that is not PNG, JPEG or WebP is refused before any upload', async () => {
  const calls = profileApi();
  page();
  await loaded();
  const pdf = new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText(th.profile.uploadLogo, { selector: 'input' }), {
    target: { files: [pdf] },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(th.profile.logoWrongType);
  expect(calls.filter((c) => c.path === '/corporate/logo')).toEqual([]);
});
