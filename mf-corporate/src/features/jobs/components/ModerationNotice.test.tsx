/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * A held or removed job on its edit page: the notice says nobody else sees the job, explains each automatic flag in
 * words (Thai, and English after a switch), shows staff's reason; a job in the clear shows nothing. The tag next to
 * the job's status says "under review" or "removed".
 */
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { CorporateJob } from '@jobportal/contracts';
import { MODERATION_FLAGS } from '@jobportal/contracts/bounds';
import { initTestApp, renderPage } from '../../../test/renderWithApp';
import { en } from '../../../i18n/en';
import { th } from '../../../i18n/th';
import { ModerationTag } from '../../../shared/components/ModerationTag';
import { ModerationNotice } from './ModerationNotice';

beforeAll(() => initTestApp());
afterEach(() => act(() => void i18next.changeLanguage('th')));

type Moderation = Pick<CorporateJob, 'moderation' | 'moderation_reason'> & { moderation_flags: string[] };
const show = (job: Moderation) =>
  renderPage(
    <>
      <ModerationTag moderation={job.moderation} />
      <ModerationNotice job={job} />
    </>,
    { path: '/', url: '/' },
  );

it.each(MODERATION_FLAGS)('held for %s: explains the flag in Thai and in English', async (flag) => {
  show({ moderation: 'held', moderation_flags: [flag], moderation_reason: null });
  const notice = screen.getByTestId('moderation-notice');
  expect(notice).toHaveTextContent(th.moderation.heldTitle);
  expect(notice).toHaveTextContent(th.moderation.heldText);
  expect(
    within(screen.getByTestId('moderation-flags'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([th.moderation.flags[flag]]);
  expect(screen.getByTestId('job-moderation')).toHaveTextContent('รอตรวจสอบ');

  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByTestId('moderation-flags')).toHaveTextContent(en.moderation.flags[flag]);
  expect(screen.getByTestId('job-moderation')).toHaveTextContent('Under review');
});

it('the title with a contact: the Thai advice to move it to the description', () => {
  show({ moderation: 'held', moderation_flags: ['contact_in_title'], moderation_reason: null });
  expect(screen.getByTestId('moderation-flags')).toHaveTextContent(
    'หัวข้องานมีอีเมล เบอร์โทร หรือไลน์ไอดี กรุณาย้ายไปไว้ในรายละเอียด',
  );
});

it('taken down: says so, with every flag once, an unknown flag in general words, and staff reason', () => {
  show({
    moderation: 'removed',
    moderation_flags: ['scam_phrase', 'reported', 'new_rule', 'another_rule'],
    moderation_reason: 'เรียกเก็บค่าสมัครจากผู้สมัคร',
  });
  const notice = screen.getByTestId('moderation-notice');
  expect(notice).toHaveTextContent(th.moderation.removedTitle);
  expect(
    within(screen.getByTestId('moderation-flags'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([th.moderation.flags.scam_phrase, th.moderation.flags.reported, th.moderation.otherFlag]);
  expect(screen.getByTestId('moderation-reason')).toHaveTextContent('เรียกเก็บค่าสมัครจากผู้สมัคร');
  expect(screen.getByTestId('job-moderation')).toHaveTextContent('ถูกนำออก');
  expect(within(notice).getByRole('link', { name: th.moderation.contact })).toHaveAttribute(
    'href',
    '/contact-us',
  );
});

it('held by staff without a flag: the reason alone', () => {
  show({ moderation: 'held', moderation_flags: [], moderation_reason: 'กรุณาระบุที่อยู่สำนักงาน' });
  expect(screen.queryByTestId('moderation-flags')).not.toBeInTheDocument();
  expect(screen.getByTestId('moderation-reason')).toHaveTextContent('กรุณาระบุที่อยู่สำนักงาน');
});

it('a job in the clear: no notice, no tag', () => {
  show({ moderation: 'clear', moderation_flags: [], moderation_reason: null });
  expect(screen.queryByTestId('moderation-notice')).not.toBeInTheDocument();
  expect(screen.queryByTestId('job-moderation')).not.toBeInTheDocument();
});
