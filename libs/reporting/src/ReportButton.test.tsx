/**
 * "Report this job" and "report this company" as a visitor uses them: the quiet button (its label by target kind)
 * fetches the dialog on the first intent and opens it on the click, with the seven reasons as a labelled radio
 * group and the focus inside; a report is sent as POST /reports for the target and thanked; "already reported"
 * (409, the API's own message) and "too many reports" (429) keep the chosen reason and the text; Esc closes and the
 * focus goes back to the button. English has every text.
 */
import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Provider } from 'react-redux';
import { REPORT_REASONS, type ReportTargetKind } from '@jobportal/contracts/bounds';
import { createAppStore, getRuntimeConfig, setRuntimeConfig } from 'mf_shared_ui/platform';
import { UiProvider } from 'mf_shared_ui/ui';
import { reportButtonTexts } from './buttonTexts';
import { reportDialogTexts } from './dialogTexts';
import { REPORT_NS } from './i18n';
import { ReportButton } from './ReportButton';

jest.setTimeout(30_000);
beforeAll(() => setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: 'http://localhost/api' }));

const th = { ...reportButtonTexts.th, ...reportDialogTexts.th };
const en = { ...reportButtonTexts.en, ...reportDialogTexts.en };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** POST /reports answers `reply` (status, body); every request is recorded. */
function stubReports(reply: { status: number; body: unknown }): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const body = request.method === 'GET' ? null : ((await request.json().catch(() => null)) as unknown);
    calls.push({ method: request.method, path, body });
    const answer =
      path === '/reports' ? reply : { status: 404, body: { error: { code: 'NOT_FOUND', message: '' } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}

const TARGETS = {
  job: { targetId: '5b0a3c1e-8d52-4c1e-9f7a-2f4d6b8e0a11', targetName: 'React Developer' },
  company: { targetId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', targetName: 'บริษัท ทดสอบ จำกัด' },
} satisfies Record<ReportTargetKind, object>;

function renderButton(kind: ReportTargetKind, locale: 'th' | 'en' = 'th') {
  render(
    <Provider store={createAppStore()}>
      <UiProvider locale={locale}>
        <ReportButton targetKind={kind} {...TARGETS[kind]} />
      </UiProvider>
    </Provider>,
  );
  return screen.getByRole('button', { name: (locale === 'th' ? th : en)[`button_${kind}`] });
}

async function openDialog(kind: ReportTargetKind) {
  await userEvent.click(renderButton(kind));
  return screen.findByRole('dialog', { name: th[`title_${kind}`] });
}

// First in the file: the dialog's module is loaded once per test file.
it('loads the dialog and its texts when the pointer reaches the button, not before', async () => {
  stubReports({ status: 201, body: { data: { id: 'r-1' } } });
  const button = renderButton('job');
  expect(i18next.exists('title', { ns: REPORT_NS, context: 'job' })).toBe(false);
  await userEvent.hover(button);
  await waitFor(() => expect(i18next.exists('title', { ns: REPORT_NS, context: 'job' })).toBe(true));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe.each(['job', 'company'] as const)('reporting a %s', (kind) => {
  const { targetId, targetName } = TARGETS[kind];

  it('offers the seven reasons as a labelled radio group, with the focus inside the dialog', async () => {
    stubReports({ status: 201, body: { data: { id: 'r-1' } } });
    expect(renderButton(kind)).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(screen.getByRole('button', { name: th[`button_${kind}`] }));
    const dialog = await screen.findByRole('dialog', { name: th[`title_${kind}`] });
    expect(dialog).toHaveTextContent(th[`intro_${kind}`].replace('{{name}}', targetName));
    const group = within(dialog).getByRole('radiogroup', { name: th.reason });
    expect(within(group).getAllByRole('radio')).toHaveLength(REPORT_REASONS.length);
    for (const reason of REPORT_REASONS) {
      const key = reason === 'duplicate' ? (`duplicate_${kind}` as const) : reason;
      expect(within(group).getByRole('radio', { name: th.reasons[key] })).not.toBeChecked();
    }
    const details = within(dialog).getByLabelText(th.details);
    expect(details).toHaveAttribute('maxlength', '1000');
    expect(details).toHaveAttribute('placeholder', th[`detailsPlaceholder_${kind}`]);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('asks for a reason, then sends the report for the target and thanks the visitor', async () => {
    const calls = stubReports({ status: 201, body: { data: { id: 'r-1' } } });
    const dialog = await openDialog(kind);
    await userEvent.click(within(dialog).getByTestId('report-submit'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(th.reasonRequired);
    expect(calls).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: th.reasons.scam }));
    await userEvent.type(within(dialog).getByLabelText(th.details), '  ให้โอนค่าอบรม 3,000 บาท  ');
    expect(within(dialog).getByText('27 / 1000')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('report-submit'));

    const thanks = await within(dialog).findByTestId('report-thanks');
    expect(thanks).toHaveTextContent(th.thanksTitle);
    expect(thanks).toHaveTextContent(th[`thanksText_${kind}`]);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/reports',
        body: { target_kind: kind, target_id: targetId, reason: 'scam', details: 'ให้โอนค่าอบรม 3,000 บาท' },
      },
    ]);
    await waitFor(() => expect(within(dialog).getByTestId('report-close')).toHaveFocus());
    await userEvent.click(within(dialog).getByTestId('report-close'));
    await waitFor(() => expect(screen.getByRole('button', { name: th[`button_${kind}`] })).toHaveFocus());
  });

  it('already reported (409): shows the API message and keeps the reason and the text', async () => {
    stubReports({
      status: 409,
      body: { error: { code: 'ALREADY_REPORTED', message: 'คุณรายงานรายการนี้ไปแล้ว' } },
    });
    const dialog = await openDialog(kind);
    await userEvent.click(within(dialog).getByRole('radio', { name: th.reasons.misleading }));
    await userEvent.type(within(dialog).getByLabelText(th.details), 'ข้อมูลไม่ตรงกับที่คุยไว้');
    await userEvent.click(within(dialog).getByTestId('report-submit'));

    expect(await within(dialog).findByTestId('report-problem')).toHaveTextContent('คุณรายงานรายการนี้ไปแล้ว');
    expect(within(dialog).queryByTestId('report-thanks')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: th.reasons.misleading })).toBeChecked();
    expect(within(dialog).getByLabelText(th.details)).toHaveValue('ข้อมูลไม่ตรงกับที่คุยไว้');
  });

  it('too many reports (429): says so and keeps what was typed', async () => {
    stubReports({ status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many requests' } } });
    const dialog = await openDialog(kind);
    await userEvent.click(within(dialog).getByRole('radio', { name: th.reasons.other }));
    await userEvent.type(within(dialog).getByLabelText(th.details), 'รายละเอียด');
    await userEvent.click(within(dialog).getByTestId('report-submit'));

    expect(await within(dialog).findByTestId('report-problem')).toHaveTextContent(th.rateLimited);
    expect(within(dialog).getByRole('radio', { name: th.reasons.other })).toBeChecked();
    expect(within(dialog).getByLabelText(th.details)).toHaveValue('รายละเอียด');
  });

  it('Esc closes the dialog and the focus goes back to the button', async () => {
    stubReports({ status: 201, body: { data: { id: 'r-1' } } });
    await openDialog(kind);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: th[`button_${kind}`] })).toHaveFocus());
  });

  it('reads in English after the switch', async () => {
    stubReports({ status: 201, body: { data: { id: 'r-1' } } });
    await act(() => i18next.changeLanguage('en'));
    try {
      await userEvent.click(renderButton(kind, 'en'));
      const dialog = await screen.findByRole('dialog', { name: en[`title_${kind}`] });
      expect(dialog).toHaveTextContent(en[`intro_${kind}`].replace('{{name}}', targetName));
      expect(within(dialog).getByRole('radiogroup', { name: en.reason })).toBeInTheDocument();
      expect(
        within(dialog).getByRole('radio', { name: en.reasons[`duplicate_${kind}`] }),
      ).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('th'));
    }
  });
});
