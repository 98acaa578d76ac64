import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../../../i18n/resources';
import { testLookups } from '../../../test/fixtures';
import { th } from '../../../i18n/th';
import { EMPTY_JOB } from '../utils/jobForm';
import { JobForm } from './JobForm';

const lookups = testLookups;

jest.setTimeout(30_000);
beforeAll(() => addTranslations('corporate', resources));

beforeEach(() => window.localStorage.clear());

function renderForm(onSubmit = jest.fn().mockResolvedValue(undefined)) {
  const utils = render(
    <JobForm
      initialValues={{
        ...EMPTY_JOB,
        title: 'Frontend Developer',
        description_html: '<p>Build UIs</p>',
        skills: ['react'],
        province_id: 10,
        work_type: 'hybrid',
        hire_type: 'full_time',
      }}
      storageKey="test.job.new"
      lookups={lookups}
      locale="th"
      actions={[{ intent: 'publish', label: 'เผยแพร่', primary: true }]}
      onSubmit={onSubmit}
    />,
  );
  return Object.assign(onSubmit, { unmount: utils.unmount });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('JobForm validation', () => {
  it('shows a message when the maximum salary is below the minimum, keeps both values and does not submit', async () => {
    const onSubmit = renderForm();
    const min = screen.getByLabelText(th.job.salaryMin) as HTMLInputElement;
    const max = screen.getByLabelText(th.job.salaryMax) as HTMLInputElement;
    fireEvent.change(min, { target: { value: '50,000' } });
    fireEvent.change(max, { target: { value: '30000' } });
    fireEvent.click(screen.getByTestId('job-action-publish'));

    expect(await screen.findByText(th.job.salaryMaxLessThanMin)).toBeInTheDocument();
    expect(min.value).toBe('50000'); // digits only
    expect(max.value).toBe('30000');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the JobInput when the salary range is valid and keeps the unsaved form in localStorage until then', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText(th.job.salaryMin), { target: { value: '30000' } });
    fireEvent.change(screen.getByLabelText(th.job.salaryMax), { target: { value: '50000' } });
    expect(JSON.parse(window.localStorage.getItem('test.job.new') ?? '{}').values.salary_min).toBe('30000');
    fireEvent.click(screen.getByTestId('job-action-publish'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      title: 'Frontend Developer',
      description_html: '<p>Build UIs</p>',
      skills: ['react'],
      province_id: 10,
      salary_min: 30000,
      salary_max: 50000,
      salary_negotiable: false,
      valid_through: null,
    });
    await waitFor(() => expect(window.localStorage.getItem('test.job.new')).toBeNull());
  });

  it('requires a salary unless it is negotiable, and shows field messages for a blank title', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText(th.job.title), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('job-action-publish'));
    expect(await screen.findByText(th.job.requiredTitle)).toBeInTheDocument();
    expect(await screen.findByText(th.job.salaryRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('restores an unsaved form after a reload', async () => {
    window.localStorage.setItem(
      'test.job.new',
      JSON.stringify({ values: { ...EMPTY_JOB, title: 'Restored title' } }),
    );
    renderForm();
    expect((screen.getByLabelText(th.job.title) as HTMLInputElement).value).toBe('Restored title');
    expect(screen.getByText(th.job.restored)).toBeInTheDocument();
  });

  it('"discard changes" drops the restored draft and shows the saved job again', async () => {
    window.localStorage.setItem(
      'test.job.new',
      JSON.stringify({ values: { ...EMPTY_JOB, title: 'Restored title' } }),
    );
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: th.job.discardDraft }));
    await waitFor(() =>
      expect((screen.getByLabelText(th.job.title) as HTMLInputElement).value).toBe('Frontend Developer'),
    );
    expect(screen.queryByText(th.job.restored)).toBeNull();
    expect(window.localStorage.getItem('test.job.new')).toBeNull();
  });

  it('an empty form names every missing choice and does not submit', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    render(
      <JobForm
        initialValues={EMPTY_JOB}
        storageKey="test.job.empty"
        lookups={lookups}
        locale="th"
        actions={[{ intent: 'publish', label: 'เผยแพร่', primary: true }]}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByTestId('job-action-publish'));
    for (const message of [
      th.job.requiredTitle,
      th.job.requiredDescription,
      th.job.requiredSkills,
      th.job.requiredProvince,
      th.job.requiredWorkType,
      th.job.requiredHireType,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's message on the field it names and keeps the draft", async () => {
    const onSubmit = jest.fn().mockRejectedValue({
      status: 400,
      data: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'ข้อมูลไม่ถูกต้อง',
          fields: [{ field: 'title', message: 'ชื่อตำแหน่งนี้ใช้ไม่ได้' }],
        },
      },
    });
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText(th.job.salaryMin), { target: { value: '30000' } });
    fireEvent.change(screen.getByLabelText(th.job.salaryMax), { target: { value: '50000' } });
    fireEvent.click(screen.getByTestId('job-action-publish'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), { timeout: 10_000 });
    expect(await screen.findByText('ชื่อตำแหน่งนี้ใช้ไม่ได้')).toBeInTheDocument();
    expect(window.localStorage.getItem('test.job.new')).not.toBeNull();
  });

  it('a salary above 10,000,000 baht, more than 40 years and a closing date in the past are each named', async () => {
    const onSubmit = renderForm();
    fireEvent.change(field(th.job.salaryMin), { target: { value: '10000001' } });
    fireEvent.change(field(th.job.years), { target: { value: '41' } });
    fireEvent.change(field(th.job.validThrough), { target: { value: '2000-01-01' } });
    fireEvent.click(screen.getByTestId('job-action-publish'));
    expect(await screen.findByText(th.job.salaryRange)).toBeInTheDocument();
    expect(await screen.findByText(th.job.yearsRange)).toBeInTheDocument();
    expect(await screen.findByText(th.job.validThroughPast)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('"negotiable" turns the salary fields off and submits no salary', async () => {
    const onSubmit = renderForm();
    fireEvent.change(field(th.job.salaryMin), { target: { value: '30000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: th.job.negotiable }));
    await waitFor(() => expect(field(th.job.salaryMin)).toBeDisabled());
    expect(field(th.job.salaryMax)).toBeDisabled();
    fireEvent.click(screen.getByTestId('job-action-publish'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      salary_min: null,
      salary_max: null,
      salary_negotiable: true,
    });
    expect(screen.queryByText(th.job.salaryRequired)).toBeNull();
  });

  it('what was typed before leaving the form is offered again on return, and submitted from there', async () => {
    const first = renderForm();
    fireEvent.change(field(th.job.title), { target: { value: 'Senior Frontend Developer' } });
    fireEvent.change(field(th.job.salaryMin), { target: { value: '60000' } });
    expect(screen.queryByText(th.job.restored)).toBeNull();
    first.unmount();

    const onSubmit = renderForm();
    expect(screen.getByText(th.job.restored)).toBeInTheDocument();
    expect(field(th.job.title).value).toBe('Senior Frontend Developer');
    expect(field(th.job.salaryMin).value).toBe('60000');
    fireEvent.click(screen.getByTestId('job-action-publish'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ title: 'Senior Frontend Developer', salary_min: 60000, salary_max: null }),
      'publish',
    ]);
    await waitFor(() => expect(screen.queryByText(th.job.restored)).toBeNull());
  });
});
