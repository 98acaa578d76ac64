/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * The templates page as an employer sees it: the company's templates and the built-in ones, a new template written
 * with the placeholder chips and a live preview in Thai and English, saved through the API; an unknown placeholder
 * refused before anything is sent; a viewer reads only.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CorporateProfile, MessageTemplate, MessageTemplateInput } from '@jobportal/contracts';
import { initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import TemplatesPage from './TemplatesPage';

jest.setTimeout(60_000);
beforeAll(() => initTestApp());

const profile = (role: CorporateProfile['role']) =>
  ({
    uid: 'emp-1',
    email: 'hr@example.co.th',
    status: true,
    contact_name: 'คุณนก',
    phone: '',
    role,
    company: { id: 'co-1', name_th: 'บริษัท ทดสอบ จำกัด', name_en: 'Test Co., Ltd.' },
  }) as unknown as CorporateProfile;

const saved: MessageTemplate = {
  id: 't1',
  kind: 'reject',
  name: 'ปฏิเสธอย่างสุภาพ',
  body_th: 'เรียน คุณ{candidate_name} ขอบคุณที่สมัคร',
  body_en: '',
  updated_at: new Date().toISOString(),
};

function api(role: CorporateProfile['role'] = 'recruiter') {
  const templates = [saved];
  return stubApi(({ method, path, body }) => {
    if (path === '/corporate/profile') return ok([profile(role)]);
    if (path === '/corporate/templates' && method === 'GET') return ok(templates);
    if (path === '/corporate/templates' && method === 'POST') {
      const created = { id: 't2', updated_at: new Date().toISOString(), ...(body as MessageTemplateInput) };
      templates.push(created);
      return ok(created, 201);
    }
    return undefined;
  });
}

const page = () =>
  renderPage(<TemplatesPage />, { path: '/corporate/templates', url: '/corporate/templates' });

it("lists the company's templates and the built-in ones", async () => {
  api();
  page();
  const card = await screen.findByTestId('template-card');
  expect(within(card).getByText('ปฏิเสธอย่างสุภาพ')).toBeInTheDocument();
  expect(within(card).getByText(th.templates.kind.reject)).toBeInTheDocument();
  expect(screen.getAllByTestId('built-in-template')).toHaveLength(3);
  expect(screen.getByText('เชิญสัมภาษณ์', { selector: 'strong' })).toBeInTheDocument();
});

it('writes a template with the chips, previews it live with sample values and saves it', async () => {
  const calls = api();
  page();
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(th.templates.create) }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(th.templates.name), { target: { value: 'เชิญคุย' } });
  const thai = within(dialog).getByLabelText(th.templates.bodyTh) as HTMLTextAreaElement;
  fireEvent.change(thai, { target: { value: 'สวัสดีคุณ ' } });
  thai.setSelectionRange(10, 10);
  fireEvent.select(thai);
  await act(async () => {
    fireEvent.click(within(dialog).getAllByTestId('chip-candidate_name')[0]);
  });
  expect(thai.value).toBe('สวัสดีคุณ {candidate_name}');
  fireEvent.change(thai, { target: { value: `${thai.value} จาก {company} โดย {recruiter_name}` } });
  const [previewTh] = within(dialog).getAllByTestId('template-preview');
  expect(previewTh).toHaveTextContent('สวัสดีคุณ สมชาย ใจดี จาก บริษัท ทดสอบ จำกัด โดย คุณนก');

  fireEvent.click(within(dialog).getByTestId('template-save'));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    kind: 'other',
    name: 'เชิญคุย',
    body_th: 'สวัสดีคุณ {candidate_name} จาก {company} โดย {recruiter_name}',
    body_en: '',
  });
  expect(await screen.findByText(th.templates.saved)).toBeInTheDocument();
});

it('refuses an unknown placeholder and an empty text before calling the API', async () => {
  const calls = api();
  page();
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(th.templates.create) }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(th.templates.name), { target: { value: 'x' } });
  fireEvent.click(within(dialog).getByTestId('template-save'));
  expect(await within(dialog).findByText(th.templates.bodyRequired)).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(th.templates.bodyEn), {
    target: { value: 'Salary {salary}' },
  });
  fireEvent.click(within(dialog).getByTestId('template-save'));
  expect(await within(dialog).findByText(/\{salary\}/, { selector: '[role="alert"]' })).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('copies a built-in template into the editor', async () => {
  api('admin');
  page();
  const builtIn = (await screen.findAllByTestId('built-in-template'))[1];
  fireEvent.click(within(builtIn).getByRole('button', { name: new RegExp(th.templates.copy) }));
  const dialog = await screen.findByRole('dialog');
  expect((within(dialog).getByLabelText(th.templates.bodyTh) as HTMLTextAreaElement).value).toContain(
    '{candidate_name}',
  );
  expect((within(dialog).getByLabelText(th.templates.name) as HTMLInputElement).value).toBe(
    'แจ้งผลไม่ผ่านการคัดเลือก',
  );
});

it('a viewer reads the templates without any write button', async () => {
  api('viewer');
  page();
  expect(await screen.findByText(th.templates.readOnly)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: new RegExp(th.templates.create) })).toBeNull();
  expect(screen.queryByRole('button', { name: th.templates.edit })).toBeNull();
  expect(screen.queryByRole('button', { name: new RegExp(th.templates.copy) })).toBeNull();
});
