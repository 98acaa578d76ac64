import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateProfile } from '@jobportal/contracts';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import { ApplyModal } from './ApplyModal';

const profile = {
  uid: 'u1',
  email: 'a@b.test',
  status: true,
  pdpa: { pdpa: null, cookie: true, marketing: null },
  resume: null,
} as unknown as CandidateProfile;

jest.setTimeout(30_000);

describe('ApplyModal', () => {
  beforeAll(initTestI18n);

  it('without the personal-data consent: shows the API message and applies after one click on "give consent"', async () => {
    let consented = false;
    const calls: { method: string; path: string; body: unknown }[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const body = request.method === 'GET' ? null : ((await request.json().catch(() => null)) as unknown);
      calls.push({ method: request.method, path, body });
      const json = (status: number, b: unknown) =>
        new Response(JSON.stringify(b), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/candidate/applications') {
        return consented
          ? json(201, { data: { id: 'app-1', status: 'applied' } })
          : json(403, { error: { code: 'CONSENT_REQUIRED', message: 'กรุณายินยอมก่อนสมัครงาน' } });
      }
      if (path === '/jobs/job-1/questions') return json(200, { data: [] });
      if (path === '/candidate/savePDPASection') {
        consented = true;
        return json(200, { data: [{ ...profile, pdpa: { pdpa: true, cookie: true, marketing: false } }] });
      }
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
    await userEvent.click(await screen.findByTestId('apply-submit'));
    expect(await screen.findByTestId('apply-consent-required')).toHaveTextContent('กรุณายินยอมก่อนสมัครงาน');
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'ให้ความยินยอมและสมัครงาน' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /candidate/applications',
      'PUT /candidate/savePDPASection',
      'POST /candidate/applications',
    ]);
    // the other two consents stay as they were (marketing never asked: false)
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      cookie: true,
      pdpa: true,
      marketing: false,
    });
  });
});
