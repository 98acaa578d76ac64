import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateProfile } from '@jobportal/contracts';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import { ApplyModal } from './ApplyModal';

const profile = {
  uid: 'u1',
  email: 'a@b.test',
  status: true,
  pdpa: { pdpa: true, cookie: true, marketing: false },
  resume: null,
} as unknown as CandidateProfile;

jest.setTimeout(30_000);

describe('ApplyModal: CV made from the profile', () => {
  beforeAll(initTestI18n);

  it('stores the CV in the chosen layout and language and applies with it', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const body = request.method === 'GET' ? null : ((await request.json().catch(() => null)) as unknown);
      calls.push({ method: request.method, path, body });
      const json = (status: number, b: unknown) =>
        new Response(JSON.stringify(b), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/candidate/profile/cv') {
        return json(200, {
          data: { id: 'cv-file-1', name: 'CV.pdf', size: 20000, mime: 'application/pdf', uploaded_at: '' },
        });
      }
      if (path === '/candidate/applications') return json(201, { data: { id: 'app-1', status: 'applied' } });
      if (path === '/jobs/job-1/questions') return json(200, { data: [] });
      return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }) as unknown as typeof fetch;
    const onClose = jest.fn();
    renderPage(
      <ApplyModal
        open
        jobId="job-1"
        jobTitle="React Developer"
        profile={profile}
        onClose={onClose}
        onAlreadyApplied={jest.fn()}
      />,
      { path: '/', url: '/' },
    );
    // the options show only once the CV is chosen
    expect(screen.queryByTestId('apply-cv-options')).toBeNull();
    await userEvent.click(await screen.findByRole('radio', { name: 'CV ที่สร้างจากโปรไฟล์ของฉัน (PDF)' }));
    const layout = await screen.findByRole('radiogroup', { name: 'รูปแบบ' });
    expect(screen.getByRole('radiogroup', { name: 'ภาษาของ CV' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'โมเดิร์น (มีแถบข้าง)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(layout).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /candidate/profile/cv',
      'POST /candidate/applications',
    ]);
    expect(writes[0].body).toEqual({ template: 'modern', lang: 'en' });
    expect(writes[1].body).toMatchObject({ job_id: 'job-1', resume_file_id: 'cv-file-1' });
  });
});
