import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Lookups } from '@jobportal/contracts';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../../../i18n/resources';
import { th } from '../../../i18n/th';
import { EMPTY_JOB } from '../utils/jobForm';
import { JobForm } from './JobForm';

const lookups: Lookups = {
  provinces: [{ id: 10, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', region: 'central' }],
  companyTypes: [],
  educationLevels: [{ id: 1, name_th: 'ปริญญาตรี', name_en: "Bachelor's degree" }],
  skills: [
    { id: 1, slug: 'react', name: 'React', name_th: null, aliases: ['reactjs'], category: 'frontend' },
  ],
  workTypes: ['onsite', 'hybrid', 'remote'],
  hireTypes: ['full_time'],
  datePosted: [1, 3, 7],
  contactLinkTypes: [],
};

jest.setTimeout(30_000);
beforeAll(() => addTranslations('corporate', resources));

beforeEach(() => window.localStorage.clear());

function renderForm(onSubmit = jest.fn().mockResolvedValue(undefined)) {
  render(
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
  return onSubmit;
}

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
});
