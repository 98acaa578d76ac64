import { screen } from '@testing-library/react';
import type { SkillSuggestion } from '@jobportal/contracts';
import { initTestI18n, renderPage } from '../../test/renderWithApp';
import { SuggestedSkillsRow } from './SuggestedSkillsRow';

const suggestion = (slug: string, name: string, additional: number): SkillSuggestion => ({
  slug,
  name,
  reason_th: `${name} มักถูกระบุคู่กับ AWS`,
  reason_en: `${name} is often asked for with AWS`,
  lift: 2,
  additional_jobs: additional,
});

jest.setTimeout(30_000);

describe('SuggestedSkillsRow', () => {
  beforeAll(initTestI18n);

  it('names each one-click add by what it shows first (WCAG 2.5.3), then what it does', async () => {
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const path = new URL((input as Request).url).pathname.replace(/^\/api/, '');
      const data =
        path === '/candidate/ai/skill-suggestions'
          ? [suggestion('kubernetes', 'Kubernetes', 2), suggestion('linux', 'Linux', 0)]
          : path === '/lookups'
            ? { provinces: [], skills: [], educationLevels: [], companyTypes: [], contactLinkTypes: [] }
            : [];
      return new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof fetch;

    renderPage(<SuggestedSkillsRow />, { path: '/', url: '/' });

    const k8s = await screen.findByRole('button', { name: 'Kubernetes (+2): เพิ่มในโปรไฟล์' });
    expect(k8s).toHaveTextContent('Kubernetes (+2)');
    expect(screen.getByRole('button', { name: 'Linux: เพิ่มในโปรไฟล์' })).toHaveTextContent('Linux');
  });
});
