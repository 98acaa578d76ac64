import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../../../i18n/resources';
import { testLookups } from '../../../test/fixtures';
import { th } from '../../../i18n/th';
import { EMPTY_JOB, type JobFormValues } from '../utils/jobForm';
import { JobForm } from './JobForm';

jest.setTimeout(30_000);
beforeAll(() => addTranslations('corporate', resources));
beforeEach(() => window.localStorage.clear());

function renderForm(locale: 'th' | 'en', initial: Partial<JobFormValues> = {}) {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
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
        salary_min: '30000',
        ...initial,
      }}
      storageKey="test.job.rail"
      lookups={testLookups}
      locale={locale}
      actions={[{ intent: 'publish', label: 'publish', primary: true }]}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

/** Types into the station picker and returns the listbox it opened. */
function searchStations(label: string, text: string): HTMLElement {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  return screen.getByRole('listbox');
}

const optionTitled = (text: string) =>
  screen.getAllByText(text).find((el) => el.closest('.ant-select-item-option')) as HTMLElement;

describe('JobForm: stations near the job (BTS/MRT)', () => {
  it('finds a station by its Thai or English name, sends its code, and shows the pick as a chip', async () => {
    const onSubmit = renderForm('th');
    searchStations(th.job.railStations, 'asok');
    fireEvent.click(optionTitled('อโศก (E4)'));
    searchStations(th.job.railStations, 'สุขุมวิท');
    // the MRT station named Sukhumvit, under its line's group
    expect(screen.getAllByText('MRT สายสีน้ำเงิน').length).toBeGreaterThan(0);
    fireEvent.click(optionTitled('สุขุมวิท (BL22)'));
    expect(within(screen.getByTestId('rail-stations-select')).getByText('อโศก (E4)')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('job-action-publish'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].rail_stations).toEqual(['E4', 'BL22']);
  });

  it('takes at most 3 stations: a 4th cannot be picked', async () => {
    const onSubmit = renderForm('th', { rail_stations: ['E1', 'E2', 'E3'] });
    searchStations(th.job.railStations, 'asok');
    // the option is disabled or not offered; clicking whatever is there adds nothing
    screen.queryAllByText('อโศก (E4)').forEach((el) => fireEvent.click(el));
    fireEvent.click(screen.getByTestId('job-action-publish'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].rail_stations).toEqual(['E1', 'E2', 'E3']);
  });

  it('names stations and lines in English when the page is in English', () => {
    renderForm('en', { rail_stations: ['CEN'] });
    expect(within(screen.getByTestId('rail-stations-select')).getByText('Siam (CEN)')).toBeInTheDocument();
    // (the test's i18n language stays Thai: the labels are Thai, the lookups follow the locale)
    searchStations(th.job.railStations, 'มักกะสัน');
    expect(optionTitled('Makkasan (A6)')).toBeInTheDocument();
    expect(screen.getAllByText('Airport Rail Link').length).toBeGreaterThan(0);
  });
});
