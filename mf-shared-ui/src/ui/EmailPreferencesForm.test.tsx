import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailPreferencesForm, type EmailPreferencesFormProps } from './EmailPreferencesForm';

const texts = {
  kindsTitle: 'E-mails I receive',
  language: 'Language of the e-mails',
  th: 'Thai',
  en: 'English',
  loadFailed: 'Could not load',
};

function setup(overrides: Partial<EmailPreferencesFormProps> = {}) {
  const props: EmailPreferencesFormProps = {
    value: { locale: 'th', email_off: ['saved_search_digest'] },
    kinds: [
      { kind: 'saved_search_digest', label: 'New jobs from my job alerts' },
      { kind: 'application_status', label: 'Application status updates' },
    ],
    texts,
    onChange: jest.fn(),
    testId: 'email-prefs',
    ...overrides,
  };
  render(<EmailPreferencesForm {...props} />);
  return props;
}

it('shows a kind switched off by an unsubscribe link as off and the others on', () => {
  setup();
  expect(screen.getByRole('switch', { name: 'New jobs from my job alerts' })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Application status updates' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Thai' })).toBeChecked();
});

it('hands the whole new value to the page on each change', async () => {
  const props = setup();
  await userEvent.click(screen.getByRole('switch', { name: 'Application status updates' }));
  expect(props.onChange).toHaveBeenLastCalledWith({
    locale: 'th',
    email_off: ['saved_search_digest', 'application_status'],
  });
  await userEvent.click(screen.getByRole('switch', { name: 'New jobs from my job alerts' }));
  expect(props.onChange).toHaveBeenLastCalledWith({ locale: 'th', email_off: [] });
  await userEvent.click(screen.getByRole('radio', { name: 'English' }));
  expect(props.onChange).toHaveBeenLastCalledWith({ locale: 'en', email_off: ['saved_search_digest'] });
});

it('a blocked kind (marketing without consent) is off, cannot be switched on and says why', async () => {
  const props = setup({
    value: { locale: 'th', email_off: [] },
    kinds: [
      { kind: 'saved_search_digest', label: 'New jobs', blocked: 'Needs your consent to marketing e-mail' },
    ],
  });
  const sw = screen.getByRole('switch', { name: 'New jobs' });
  expect(sw).not.toBeChecked();
  expect(sw).toBeDisabled();
  expect(sw).toHaveAccessibleDescription('Needs your consent to marketing e-mail');
  await userEvent.click(sw);
  expect(props.onChange).not.toHaveBeenCalled();
});
