/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * "Move and message" as a recruiter uses it: a status and a template give a preview of every candidate's final text
 * (as the API rendered it) and nothing is sent until the confirmation, which sends the previewed fingerprint; a
 * template changed in between is previewed again; a written text with an unknown placeholder is refused before any
 * request; a move the pipeline refuses cannot be confirmed.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BulkPreview, MessageTemplate } from '@jobportal/contracts';
import { apiError, initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import { BulkMessageDialog } from './BulkMessageDialog';

jest.setTimeout(60_000);
beforeAll(() => initTestApp());

const template: MessageTemplate = {
  id: 'tpl-1',
  kind: 'reject',
  name: 'ปฏิเสธ',
  body_th: 'เรียน คุณ{candidate_name}',
  body_en: 'Dear {candidate_name}',
  updated_at: new Date().toISOString(),
};

const preview = (hash: string, text = 'เรียน คุณสมชาย ทดสอบ'): BulkPreview => ({
  preview_hash: hash,
  items: [
    {
      application_id: 'a1',
      candidate_name: 'สมชาย ทดสอบ',
      from_status: 'applied',
      move: 'change',
      locale: 'th',
      text,
      blocked: null,
    },
    {
      application_id: 'a2',
      candidate_name: 'Jane Doe',
      from_status: 'applied',
      move: 'change',
      locale: 'en',
      text: 'Dear Jane Doe',
      blocked: null,
    },
  ],
});

function api(opts: { outdatedOnce?: boolean; invalid?: boolean } = {}) {
  let previews = 0;
  let outdated = opts.outdatedOnce ?? false;
  return stubApi(({ path }) => {
    if (path === '/corporate/templates') return ok([template]);
    if (path === '/corporate/jobs/job-1/applications/bulk/preview') {
      previews += 1;
      const p = preview(
        String(previews).repeat(64),
        previews > 1 ? 'เรียน คุณสมชาย ทดสอบ (ฉบับแก้ไข)' : undefined,
      );
      if (opts.invalid) p.items[1] = { ...p.items[1], move: 'invalid', from_status: 'hired' };
      return ok(p);
    }
    if (path === '/corporate/jobs/job-1/applications/bulk') {
      if (outdated) {
        outdated = false;
        return apiError(409, 'PREVIEW_OUTDATED', 'ข้อความเปลี่ยนไป');
      }
      return ok({ moved: 2, messaged: 2 });
    }
    return undefined;
  });
}

function open(onDone = jest.fn()) {
  renderPage(
    <BulkMessageDialog jobId="job-1" ids={['a1', 'a2']} open onClose={jest.fn()} onDone={onDone} />,
    { path: '/corporate/application/:jobuid', url: '/corporate/application/job-1' },
  );
  return onDone;
}

async function chooseRejectWithTemplate() {
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: th.bulkMessage.status }));
  fireEvent.click(await screen.findByTitle(th.status.rejected));
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: th.bulkMessage.template }));
  fireEvent.click(await screen.findByTitle(`ปฏิเสธ · ${th.templates.kind.reject}`));
  return dialog;
}

it('previews every final text, sends nothing until confirmed, then applies with the previewed fingerprint', async () => {
  const calls = api();
  const onDone = open();
  const dialog = await chooseRejectWithTemplate();
  fireEvent.click(within(dialog).getByTestId('bulk-preview-button'));
  const items = await within(dialog).findAllByTestId('bulk-preview-item');
  expect(items.map((i) => i.textContent)).toEqual([
    expect.stringContaining('เรียน คุณสมชาย ทดสอบ'),
    expect.stringContaining('Dear Jane Doe'),
  ]);
  expect(items[1]).toHaveTextContent('English');
  expect(items[0]).toHaveTextContent(`${th.status.applied} → ${th.status.rejected}`);
  const previewCall = calls.find((c) => c.path.endsWith('/bulk/preview'))!;
  expect(previewCall.body).toEqual({
    ids: ['a1', 'a2'],
    status: 'rejected',
    message: { template_id: 'tpl-1' },
  });
  expect(calls.some((c) => c.path.endsWith('/bulk'))).toBe(false);

  fireEvent.click(within(dialog).getByTestId('bulk-confirm'));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(calls.find((c) => c.path.endsWith('/bulk'))!.body).toEqual({
    ids: ['a1', 'a2'],
    status: 'rejected',
    message: { template_id: 'tpl-1' },
    preview_hash: '1'.repeat(64),
  });
  expect(await screen.findByText('ย้ายสถานะ 2 คน และส่งข้อความ 2 ฉบับแล้ว')).toBeInTheDocument();
});

it('a template changed after the preview: the API refuses, the new texts are previewed for a second look', async () => {
  const calls = api({ outdatedOnce: true });
  const onDone = open();
  const dialog = await chooseRejectWithTemplate();
  fireEvent.click(within(dialog).getByTestId('bulk-preview-button'));
  await within(dialog).findAllByTestId('bulk-preview-item');
  fireEvent.click(within(dialog).getByTestId('bulk-confirm'));
  expect(await within(dialog).findByText('เรียน คุณสมชาย ทดสอบ (ฉบับแก้ไข)')).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByTestId('bulk-confirm'));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const applies = calls.filter((c) => c.path.endsWith('/bulk'));
  expect(applies.map((c) => (c.body as { preview_hash: string }).preview_hash)).toEqual([
    '1'.repeat(64),
    '2'.repeat(64),
  ]);
});

it('a written text with an unknown placeholder is refused before any request; nothing chosen says so', async () => {
  const calls = api();
  open();
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText(th.bulkMessage.mode.none));
  fireEvent.click(within(dialog).getByTestId('bulk-preview-button'));
  expect(await within(dialog).findByText(th.bulkMessage.nothingToDo)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByText(th.bulkMessage.mode.custom));
  fireEvent.change(within(dialog).getByLabelText(th.templates.bodyTh), {
    target: { value: 'เงินเดือน {salary}' },
  });
  fireEvent.click(within(dialog).getByTestId('bulk-preview-button'));
  expect(await within(dialog).findByText(/\{salary\}/, { selector: '[role="alert"]' })).toBeInTheDocument();
  expect(calls.filter((c) => c.path.includes('/bulk'))).toEqual([]);
});

it('a move the pipeline refuses is shown and cannot be confirmed', async () => {
  api({ invalid: true });
  open();
  const dialog = await chooseRejectWithTemplate();
  fireEvent.click(within(dialog).getByTestId('bulk-preview-button'));
  expect(await within(dialog).findByText(th.bulkMessage.invalidWarning)).toBeInTheDocument();
  expect(within(dialog).getByTestId('bulk-confirm')).toBeDisabled();
});
