import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../../../i18n/resources';
import { testLookups } from '../../../test/fixtures';
import { th } from '../../../i18n/th';
import { EMPTY_JOB } from '../utils/jobForm';
import { JobForm } from './JobForm';

// Its own file: React.lazy keeps the loaded editor for the rest of a test file.
jest.setTimeout(30_000);
beforeAll(() => addTranslations('corporate', resources));

it('shows the job form at once and the description editors when their chunk has loaded', async () => {
  render(
    <JobForm
      initialValues={{ ...EMPTY_JOB, title: 'Frontend Developer', description_html: '<p>Build UIs</p>' }}
      storageKey="test.job.loading"
      lookups={testLookups}
      locale="th"
      actions={[{ intent: 'publish', label: 'เผยแพร่', primary: true }]}
      onSubmit={jest.fn()}
    />,
  );
  // first render: the fields are there, the two editors are placeholders
  expect(screen.getByLabelText(th.job.salaryMin)).toBeInTheDocument();
  expect(screen.getAllByTestId('editor-loading')).toHaveLength(2);
  expect(await screen.findByTestId('editor-description')).toHaveTextContent('Build UIs');
  expect(screen.getByTestId('editor-qualifications')).toBeInTheDocument();
  expect(screen.queryByTestId('editor-loading')).not.toBeInTheDocument();
});
