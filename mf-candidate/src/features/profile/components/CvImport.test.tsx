import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateProfile, CvImportDraft } from '@jobportal/contracts';
import { apiError, ok, stubApi } from '@jobportal/test-utils';
import { createAppStore } from 'mf_shared_ui/platform';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import { ProfileForm } from './ProfileForm';

jest.setTimeout(60_000);

const profile: CandidateProfile = {
  uid: 'u1',
  email: 'a@b.test',
  status: true,
  pdpa: { pdpa: true, cookie: true, marketing: false },
  first_name: 'สมชาย',
  last_name: '',
  headline: '',
  about: '',
  phone: '',
  province_id: null,
  skills: [],
  experiences: [],
  educations: [],
  languages: [],
  years_experience: 0,
  expected_salary: null,
  preferred_work_types: [],
  preferred_hire_types: [],
  visible_to_employers: true,
  resume: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const draft: CvImportDraft = {
  first_name: 'ธนพล',
  last_name: 'ศรีสุวรรณ',
  email: 'thanapol@example.com',
  phone: '081-234-5678',
  headline: 'นักพัฒนาเว็บ',
  about: '',
  skills: [
    { slug: 'react', level: 'intermediate' },
    { slug: 'git', level: 'intermediate' },
  ],
  experiences: [
    {
      company: 'บริษัท ไลน์แมน วงใน จำกัด',
      title: 'Senior Frontend Developer',
      start: '2022-03',
      end: null,
      description: '',
    },
  ],
  educations: [],
  other_skills: ['Blender'],
};

const lookups = {
  provinces: [],
  companyTypes: [],
  educationLevels: [],
  skills: [
    { id: 1, slug: 'react', name: 'React', name_th: null, aliases: [], category: 'frontend' },
    { id: 2, slug: 'git', name: 'Git', name_th: null, aliases: [], category: 'tools' },
  ],
};

describe('Fill from my CV (profile form)', () => {
  beforeAll(initTestI18n);

  it('reviews the draft, puts the ticked parts into the form unsaved, and the usual save sends them', async () => {
    let refuse = true;
    const calls = stubApi(({ method, path, body }) => {
      if (path === '/lookups') return ok(lookups);
      if (path === '/candidate/profile/import' && method === 'POST')
        return refuse ? apiError(415, 'FILE_TYPE_NOT_ALLOWED', 'ไม่รองรับไฟล์ประเภทนี้') : ok(draft);
      if (path === '/candidate/profile' && method === 'PUT') return ok({ ...profile, ...(body as object) });
      return undefined;
    });
    const store = createAppStore();
    renderPage(<ProfileForm profile={profile} />, { path: '/', url: '/', store });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /กรอกจากไฟล์ CV ของฉัน/ }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });

    // the API refuses the file: its message is announced in the dialog
    await user.upload(input, file);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ไม่รองรับไฟล์ประเภทนี้');

    refuse = false;
    // antd's Upload puts a fresh input after each file
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.7'], 'cv-2.pdf', { type: 'application/pdf' }),
    );
    const review = await screen.findByTestId('cv-review');
    expect(review).toHaveTextContent('ธนพล');
    expect(review).toHaveTextContent('แทนที่ "สมชาย"');
    expect(review).toHaveTextContent('Senior Frontend Developer · บริษัท ไลน์แมน วงใน จำกัด · 2022-03 – ปัจจุบัน');
    expect(review).toHaveTextContent('คำที่ไม่ตรงกับรายการทักษะ: Blender');
    await user.click(within(review).getByRole('checkbox', { name: 'Git' }));
    await user.click(screen.getByRole('button', { name: 'ใส่ในแบบฟอร์ม' }));

    expect(await screen.findByTestId('cv-import-pending')).toHaveTextContent('ยังไม่ได้บันทึก');
    expect(store.getState().session.candidateAutoFill).toBe(true);
    expect(screen.getByLabelText('ชื่อ', { exact: true })).toHaveValue('ธนพล');
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveValue('0812345678');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')!.body as CandidateProfile;
    expect(sent.first_name).toBe('ธนพล');
    expect(sent.experiences).toEqual([
      {
        company: 'บริษัท ไลน์แมน วงใน จำกัด',
        title: 'Senior Frontend Developer',
        start: '2022-03',
        end: null,
        description: '',
      },
    ]);
    expect(sent.skills.map((s) => s.slug)).toEqual(['react']);
    await waitFor(() => expect(screen.queryByTestId('cv-import-pending')).toBeNull());
    expect(store.getState().session.candidateAutoFill).toBe(false);
  });

  it('"Discard the CV values" goes back to the saved profile', async () => {
    stubApi(({ method, path }) => {
      if (path === '/lookups') return ok(lookups);
      if (path === '/candidate/profile/import' && method === 'POST') return ok(draft);
      return undefined;
    });
    const store = createAppStore();
    renderPage(<ProfileForm profile={profile} />, { path: '/', url: '/', store });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /กรอกจากไฟล์ CV ของฉัน/ }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'cv.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'ใส่ในแบบฟอร์ม' }));
    expect(screen.getByLabelText('ชื่อ', { exact: true })).toHaveValue('ธนพล');
    await user.click(screen.getByRole('button', { name: 'ยกเลิกข้อมูลจาก CV' }));
    expect(screen.getByLabelText('ชื่อ', { exact: true })).toHaveValue('สมชาย');
    expect(store.getState().session.candidateAutoFill).toBe(false);
  });
});
