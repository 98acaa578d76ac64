import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shellResources } from '../i18n/resources';
import { MAIN_PROPS } from './mainContent';
import { SkipLink } from './SkipLink';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'th',
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { th: { shell: shellResources.th }, en: { shell: shellResources.en } },
  });
});

it('is the first Tab stop and moves the focus to the main content', async () => {
  const user = userEvent.setup();
  render(
    <>
      <SkipLink />
      <header>
        <a href="/">JobPortal</a>
      </header>
      <main {...MAIN_PROPS}>
        <h1>หางาน</h1>
      </main>
    </>,
  );
  await user.tab();
  const link = screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหาหลัก' });
  expect(link).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  // the main region is reachable by script only, never a Tab stop of its own
  expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
});
