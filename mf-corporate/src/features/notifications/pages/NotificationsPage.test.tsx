/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * Staff's decisions in the employer's notifications: a job held or taken down (to the job's edit page, with the
 * reason), the verification's outcome and a suspension (to the company profile), in Thai.
 */
import { screen } from '@testing-library/react';
import { initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import NotificationsPage from './NotificationsPage';

jest.setTimeout(30_000);
beforeAll(() => initTestApp());

const JOB = '9b2c4b8e-3c1e-4e4b-9f0a-1f1e2d3c4b5a';
const item = (id: string, kind: string, payload: Record<string, unknown>) => ({
  id,
  kind,
  payload,
  read_at: null,
  created_at: '2026-12-01T03:00:00.000Z',
});

it("shows staff's decisions with their reason and links them to the job or the profile", async () => {
  const items = [
    item('n1', 'job_moderated', {
      job_id: JOB,
      job_title: 'ช่างไฟ',
      action: 'take_down',
      reason: 'เรียกเก็บค่าสมัคร',
    }),
    item('n2', 'job_moderated', { job_id: JOB, job_title: 'ช่างไฟ', action: 'approve', reason: 'ตรวจสอบแล้ว' }),
    item('n3', 'company_verification', { decision: 'reject', reason: 'เอกสารไม่ชัด' }),
    item('n4', 'company_verification', { decision: 'approve', reason: '' }),
    item('n5', 'company_suspended', { reason: 'ประกาศงานหลอกลวงซ้ำหลายครั้ง' }),
  ];
  stubApi(({ path }) =>
    path === '/corporate/notifications'
      ? ok({ items, total: items.length, offset: 0, limit: 20 })
      : undefined,
  );
  renderPage(<NotificationsPage />, { path: '/corporate/notifications', url: '/corporate/notifications' });

  const takenDown = await screen.findByRole('link', { name: 'ประกาศ "ช่างไฟ" ถูกนำออกจากเว็บไซต์' });
  expect(takenDown).toHaveAttribute('href', `/corporate/jobs/${JOB}`);
  expect(screen.getByText('เหตุผล: เรียกเก็บค่าสมัคร')).toBeInTheDocument();
  expect(
    screen.getByRole('link', {
      name: th.notifications.kinds.job_moderated.approve.replace('{{job}}', 'ช่างไฟ'),
    }),
  ).toHaveAttribute('href', `/corporate/jobs/${JOB}`);
  expect(
    screen.getByRole('link', { name: th.notifications.kinds.company_verification.reject }),
  ).toHaveAttribute('href', '/corporate/profile');
  expect(screen.getByText('เหตุผล: เอกสารไม่ชัด')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'บริษัทของคุณได้รับการยืนยันแล้ว' })).toHaveAttribute(
    'href',
    '/corporate/profile',
  );
  expect(screen.getByRole('link', { name: th.notifications.kinds.company_suspended })).toHaveAttribute(
    'href',
    '/corporate/profile',
  );
  expect(screen.getByText('เหตุผล: ประกาศงานหลอกลวงซ้ำหลายครั้ง')).toBeInTheDocument();
});

it('a new message from an applicant leads to its thread', async () => {
  const items = [
    item('n1', 'application_message', { application_id: 'app-1', job_id: JOB, job_title: 'ช่างไฟ' }),
  ];
  stubApi(({ path }) =>
    path === '/corporate/notifications' ? ok({ items, total: 1, offset: 0, limit: 20 }) : undefined,
  );
  renderPage(<NotificationsPage />, { path: '/corporate/notifications', url: '/corporate/notifications' });
  expect(await screen.findByRole('link', { name: 'ผู้สมัครตำแหน่ง "ช่างไฟ" ส่งข้อความถึงทีมของคุณ' })).toHaveAttribute(
    'href',
    '/corporate/messages/app-1',
  );
});
