import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../../../i18n/resources';
import { testLookups } from '../../../test/fixtures';
import { th } from '../../../i18n/th';
import { EMPTY_JOB, type JobFormValues } from '../utils/jobForm';
import { JobForm } from './JobForm';

jest.setTimeout(30_000);
beforeAll(() => addTranslations('corporate', resources));
beforeEach(() => window.localStorage.clear());

const VALID: JobFormValues = {
  ...EMPTY_JOB,
  title: 'Frontend Developer',
  description_html: '<p>Build UIs</p>',
  skills: ['react'],
  province_id: 10,
  work_type: 'hybrid',
  hire_type: 'full_time',
  salary_min: '30000',
};

function renderForm(initialValues: JobFormValues) {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(
    <JobForm
      initialValues={initialValues}
      storageKey="test.job.keyboard"
      lookups={testLookups}
      locale="th"
      actions={[{ intent: 'publish', label: 'เผยแพร่', primary: true }]}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const assertiveAnnouncement = () => document.getElementById('jp-announcer-assertive')?.textContent;

describe('JobForm with a keyboard only', () => {
  it('Enter on "publish" submits the job (the form swallowed Enter on its buttons: the corrected job never published)', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ ...VALID, title: '' });
    // a refused first submit, then the fix, then Enter again: what the employer's journey of issue 47 did
    act(() => screen.getByTestId('job-action-publish').focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText(th.job.title)).toHaveFocus());
    await user.type(screen.getByLabelText(th.job.title), 'Frontend Developer');
    act(() => screen.getByTestId('job-action-publish').focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ title: 'Frontend Developer' }),
      'publish',
    ]);
  });

  it('Enter in a single-line field still does not submit the form', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(VALID);
    await user.click(screen.getByLabelText(th.job.title));
    await user.keyboard('{Enter}');
    await new Promise((r) => setTimeout(r, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a refused submit focuses the first invalid field, links its message and announces it', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ ...VALID, title: '' });
    await user.click(screen.getByTestId('job-action-publish'));
    const title = screen.getByLabelText(th.job.title);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(th.job.requiredTitle);
    await waitFor(() => expect(assertiveAnnouncement()).toBe('แบบฟอร์มยังมีข้อมูลที่ต้องแก้ไข 1 รายการ'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an empty description moves the focus into the rich-text editor, its message linked to it', async () => {
    const user = userEvent.setup();
    renderForm({ ...VALID, description_html: '' });
    const editor = await screen.findByTestId('editor-description', {}, { timeout: 10_000 });
    await user.click(screen.getByTestId('job-action-publish'));
    await waitFor(() => expect(editor).toHaveFocus());
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(editor).toHaveAccessibleDescription(th.job.requiredDescription);
    await waitFor(() => expect(assertiveAnnouncement()).toBe('แบบฟอร์มยังมีข้อมูลที่ต้องแก้ไข 1 รายการ'));
  });
});
