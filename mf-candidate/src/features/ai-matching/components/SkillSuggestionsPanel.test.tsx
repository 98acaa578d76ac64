import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateProfile, SkillSuggestion } from '@jobportal/contracts';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import { SkillSuggestionsPanel } from './SkillSuggestionsPanel';

const profile = {
  uid: 'u1',
  email: 'a@b.test',
  status: true,
  first_name: 'A',
  last_name: 'B',
  skills: [
    { slug: 'typescript', level: 'expert' },
    { slug: 'aws', level: 'beginner' },
  ],
} as unknown as CandidateProfile;

const suggestion = (slug: string, name: string, additional: number): SkillSuggestion => ({
  slug,
  name,
  reason_th: `${name} มักถูกระบุคู่กับ AWS`,
  reason_en: `${name} is often asked for with AWS`,
  lift: 2,
  additional_jobs: additional,
});

jest.setTimeout(30_000);

describe('SkillSuggestionsPanel', () => {
  beforeAll(initTestI18n);

  it('shows each suggestion with its reason and job count, and one click saves the merged skills', async () => {
    let saved = false;
    const puts: unknown[] = [];
    const suggestionUrls: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (path === '/lookups')
        return json({
          data: { provinces: [], skills: [], educationLevels: [], companyTypes: [], contactLinkTypes: [] },
        });
      if (path === '/candidate/getProfile') return json({ data: [profile] });
      if (path === '/candidate/ai/skill-suggestions') {
        suggestionUrls.push(url.search);
        // Once Kubernetes is in the profile it is no longer suggested.
        return json({
          data: saved
            ? [suggestion('linux', 'Linux', 0)]
            : [suggestion('kubernetes', 'Kubernetes', 2), suggestion('linux', 'Linux', 0)],
        });
      }
      if (path === '/candidate/profile' && request.method === 'PUT') {
        const body = (await request.json()) as { skills: CandidateProfile['skills'] };
        puts.push(body);
        saved = true;
        return json({ data: { ...profile, skills: body.skills } });
      }
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'not found' } }), {
        status: 404,
      });
    }) as unknown as typeof fetch;

    renderPage(<SkillSuggestionsPanel uid="u1" />, { path: '/', url: '/' });

    const rows = await screen.findAllByTestId('skill-suggestion');
    expect(rows).toHaveLength(2);
    const k8s = rows[0];
    expect(within(k8s).getByText('Kubernetes')).toBeInTheDocument();
    expect(within(k8s).getByTestId('suggestion-reason')).toHaveTextContent('Kubernetes มักถูกระบุคู่กับ AWS');
    expect(within(k8s).getByTestId('suggestion-jobs')).toHaveTextContent('+2 งาน');
    expect(within(rows[1]).queryByTestId('suggestion-jobs')).toBeNull();

    // the name starts with the visible label (WCAG 2.5.3), then tells which skill
    const add = within(k8s).getByRole('button', { name: 'เพิ่มในโปรไฟล์: Kubernetes' });
    expect(add).toHaveTextContent('เพิ่มในโปรไฟล์');
    await waitFor(() => expect(add).toBeEnabled()); // the profile has loaded
    await userEvent.click(add);

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      skills: [
        { slug: 'typescript', level: 'expert' },
        { slug: 'aws', level: 'beginner' },
        { slug: 'kubernetes', level: 'intermediate' },
      ],
    });
    // The 'Match' tag is invalidated: the suggestions are fetched again and Kubernetes is gone.
    await waitFor(() => expect(screen.queryByText('Kubernetes')).toBeNull());
    expect(screen.getAllByTestId('skill-suggestion')).toHaveLength(1);
    expect(suggestionUrls.length).toBeGreaterThanOrEqual(2);
  });

  it('passes the target role to the API', async () => {
    const urls: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL((input as Request).url);
      const path = url.pathname.replace(/^\/api/, '');
      if (path === '/candidate/ai/skill-suggestions') urls.push(url.searchParams.get('target_role') ?? '');
      const body = path === '/candidate/getProfile' ? { data: [profile] } : { data: [] };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof fetch;
    renderPage(<SkillSuggestionsPanel />, { path: '/', url: '/' });
    expect(await screen.findByTestId('skill-suggestions-empty')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'ตำแหน่งที่สนใจ' }), 'Backend Developer');
    await userEvent.click(screen.getByTestId('target-role-submit'));
    await waitFor(() => expect(urls).toContain('Backend Developer'));
  });
});
