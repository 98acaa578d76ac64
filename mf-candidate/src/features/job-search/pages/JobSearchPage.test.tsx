import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobSearchResult } from '@jobportal/contracts';
import { initTestI18n, renderPage, stubFetch } from '../../../test/renderWithApp';
import { jobCard, lookups } from '../../../test/fixtures';
import JobSearchPage from './JobSearchPage';

// Whether the page has loaded the alerts/badges/empty states of the design system (not on its first render).
const feedbackState = globalThis as { feedbackLoaded?: boolean };
jest.mock('mf_shared_ui/ui-feedback', () => {
  (globalThis as { feedbackLoaded?: boolean }).feedbackLoaded = true;
  return jest.requireActual('mf_shared_ui/ui-feedback');
});

function searchResult(url: URL): { data: JobSearchResult } {
  const remoteOnly = url.searchParams.getAll('workType').includes('remote');
  const items = remoteOnly
    ? [jobCard('j2', 'Remote React Developer')]
    : [jobCard('j1', 'React Developer'), jobCard('j2', 'Remote React Developer')];
  return {
    data: {
      items,
      total: items.length,
      offset: Number(url.searchParams.get('offset') ?? 0),
      limit: 20,
      facets: {
        tag: [{ value: 'react', count: items.length }],
        location: [{ value: '1', count: items.length }],
        workType: [
          { value: 'remote', count: 1 },
          { value: 'onsite', count: remoteOnly ? 0 : 1 },
        ],
        hireType: [{ value: 'full_time', count: items.length }],
        education: [],
      },
    },
  };
}

jest.setTimeout(40_000);

describe('JobSearchPage', () => {
  beforeAll(async () => {
    await initTestI18n();
    // A desktop viewport: the filters are a sidebar (on small screens they sit in a drawer).
    window.matchMedia = ((query: string) => ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });

  // First of the file: later tests show empty states and notices, which load the feedback part.
  it('renders results without loading the feedback part of the design system (first-load budget)', async () => {
    stubFetch({ '/lookups': { data: lookups }, '/jobs/search': searchResult });
    renderPage(<JobSearchPage />, { path: '/candidate/jobs', url: '/candidate/jobs?main_input=react' });
    expect(await screen.findByText('React Developer')).toBeInTheDocument();
    expect(feedbackState.feedbackLoaded).toBeUndefined();
  });

  it('shows results and facet counts for the URL query, and a filter click updates the URL and the results', async () => {
    const fetchMock = stubFetch({ '/lookups': { data: lookups }, '/jobs/search': searchResult });
    renderPage(<JobSearchPage />, {
      path: '/candidate/jobs',
      url: '/candidate/jobs?main_input=react&offset=20',
    });

    expect(await screen.findByText('React Developer')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('พบ 2 ตำแหน่งงานสำหรับ “react”');
    expect(screen.getAllByTestId('job-salary')[0]).toHaveTextContent('฿30k - ฿50k');
    // The search input shows the text of the URL.
    expect(screen.getByRole('textbox', { name: 'ค้นหางาน' })).toHaveValue('react');
    // Facet count next to the filter value.
    const workType = screen.getByTestId('filter-workType');
    const remote = within(workType).getByRole('checkbox', { name: 'ทำงานทางไกล (1)' });

    await userEvent.click(remote);

    // URL is the source of truth: same keys as JobSearchFilter, paging reset on a filter change.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/candidate/jobs?main_input=react&workType=remote',
      ),
    );
    await waitFor(() => expect(screen.queryByText('React Developer')).not.toBeInTheDocument());
    expect(screen.getByText('Remote React Developer')).toBeInTheDocument();
    const searchUrls = fetchMock.mock.calls
      .map(([req]) => String((req as Request).url ?? req))
      .filter((u) => u.includes('/jobs/search'));
    expect(searchUrls.at(-1)).toContain('main_input=react&workType=remote');
    expect(within(screen.getByTestId('active-filters')).getByText('ทำงานทางไกล')).toBeInTheDocument();
  });

  it('submitting new text writes main_input to the URL and keeps the filters', async () => {
    stubFetch({ '/lookups': { data: lookups }, '/jobs/search': searchResult });
    renderPage(<JobSearchPage />, { path: '/candidate/jobs', url: '/candidate/jobs?workType=remote' });
    const input = await screen.findByRole('textbox', { name: 'ค้นหางาน' });
    await userEvent.type(input, 'นักพัฒนา{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/candidate/jobs?main_input=${encodeURIComponent('นักพัฒนา')}&workType=remote`,
      ),
    );
  });

  it('nothing relevant found: the related searches the API offers are links that search that text', async () => {
    const nothing = {
      data: {
        items: [],
        total: 0,
        offset: 0,
        limit: 20,
        facets: { tag: [], location: [], workType: [], hireType: [], education: [] },
        understood: { text: 'ฟลัทเตอ', parts: [] },
        suggestion: null,
        relaxed: [],
        related: ['Flutter', 'React Native'],
      },
    };
    stubFetch({ '/lookups': { data: lookups }, '/jobs/search': nothing, '/home': { data: null } });
    renderPage(<JobSearchPage />, {
      path: '/candidate/jobs',
      url: '/candidate/jobs?main_input=ฟลัทเตอ&workType=remote',
    });
    const related = await screen.findByRole('navigation', { name: 'การค้นหาที่เกี่ยวข้อง:' });
    const link = within(related).getByRole('link', { name: 'React Native' });
    // the same filters, with the related text as the search
    expect(link).toHaveAttribute('href', '/candidate/jobs?main_input=React+Native&workType=remote');
    await userEvent.click(within(related).getByRole('link', { name: 'Flutter' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/candidate/jobs?main_input=Flutter&workType=remote',
      ),
    );
  });

  it('shows an empty state with a clear-filters suggestion', async () => {
    const empty = {
      data: {
        items: [],
        total: 0,
        offset: 0,
        limit: 20,
        facets: { tag: [], location: [], workType: [], hireType: [], education: [] },
      },
    };
    stubFetch({
      '/lookups': { data: lookups },
      '/jobs/search': empty,
      '/home': {
        data: {
          stats: { open_jobs: 1, companies: 1 },
          latest_jobs: [],
          featured_jobs: [],
          popular_skills: [{ slug: 'react', count: 3 }],
          featured_companies: [],
          latest_posts: [],
        },
      },
    });
    renderPage(<JobSearchPage />, { path: '/candidate/jobs', url: '/candidate/jobs?location=50' });
    const emptyState = await screen.findByTestId('search-empty');
    await userEvent.click(within(emptyState).getByRole('button', { name: 'ล้างตัวกรอง' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/candidate\/jobs$/));
  });
  const understoodResult = (url: URL) => {
    const text = url.searchParams.get('main_input') ?? '';
    const base = searchResult(url).data;
    if (text === 'react กทม')
      return {
        data: {
          ...base,
          understood: {
            text: 'react',
            parts: [{ kind: 'location', value: '1', text: 'กทม', without: 'react' }],
          },
          suggestion: null,
          relaxed: [],
        },
      };
    if (text === 'senior react')
      return {
        data: {
          ...base,
          understood: {
            text: 'senior react',
            parts: [{ kind: 'seniority', value: 'senior', text: 'senior', without: 'react' }],
          },
          suggestion: null,
          relaxed: [],
        },
      };
    if (text === 'reakt')
      return {
        data: { ...base, understood: { text: 'reakt', parts: [] }, suggestion: 'react', relaxed: [] },
      };
    if (text === 'golang เชียงใหม่')
      return {
        data: {
          ...base,
          understood: {
            text: 'golang',
            parts: [{ kind: 'location', value: '50', text: 'เชียงใหม่', without: 'golang' }],
          },
          suggestion: null,
          relaxed: [{ kind: 'location', value: '50', text: 'เชียงใหม่' }],
        },
      };
    return { data: { ...base, understood: { text, parts: [] }, suggestion: null, relaxed: [] } };
  };
  const urlOf = (text: string) => `/candidate/jobs?${new URLSearchParams({ main_input: text }).toString()}`;

  it('a place typed in the box becomes a location chip in the URL; its x removes it and keeps the rest', async () => {
    stubFetch({ '/lookups': { data: lookups }, '/jobs/search': understoodResult });
    renderPage(<JobSearchPage />, { path: '/candidate/jobs', url: urlOf('react กทม') });
    // the URL carries the filter panel's own parameter; the text keeps the rest
    await waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          '/candidate/jobs?main_input=react&location=1',
        ),
      { timeout: 10_000 },
    );
    const chips = screen.getByTestId('active-filters');
    expect(within(chips).getByText('กรุงเทพมหานคร')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'ค้นหางาน' })).toHaveValue('react'));
    await userEvent.click(within(chips).getByLabelText('นำตัวกรอง กรุงเทพมหานคร ออก'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/\/candidate\/jobs\?main_input=react$/),
    );
  });

  it('did you mean: a click searches the suggestion', async () => {
    stubFetch({ '/lookups': { data: lookups }, '/jobs/search': understoodResult });
    renderPage(<JobSearchPage />, { path: '/candidate/jobs', url: urlOf('reakt') });
    const hint = await screen.findByTestId('did-you-mean', {}, { timeout: 10_000 });
    expect(hint).toHaveTextContent('หมายถึง react ใช่ไหม?');
    await userEvent.click(within(hint).getByRole('button', { name: 'react' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/main_input=react$/));
  });

  it('nothing matched all of it: the page says what it left out and the text stays as typed', async () => {
    stubFetch({ '/lookups': { data: lookups }, '/jobs/search': understoodResult });
    renderPage(<JobSearchPage />, { path: '/candidate/jobs', url: urlOf('golang เชียงใหม่') });
    expect(await screen.findByTestId('search-relaxed', {}, { timeout: 10_000 })).toHaveTextContent(
      'ไม่พบงานที่ตรงกับทุกคำค้นหา แสดงผลลัพธ์โดยไม่มี “เชียงใหม่”',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(urlOf('golang เชียงใหม่'));
  });

  it('a seniority word is a chip too; its x searches the rest of the text', async () => {
    stubFetch({ '/lookups': { data: lookups }, '/jobs/search': understoodResult });
    renderPage(<JobSearchPage />, { path: '/candidate/jobs', url: urlOf('senior react') });
    const chips = await screen.findByTestId('active-filters', {}, { timeout: 10_000 });
    expect(within(chips).getByText('ระดับอาวุโส')).toBeInTheDocument();
    // the text stays as typed (seniority ranks, it does not filter)
    expect(screen.getByTestId('location')).toHaveTextContent(urlOf('senior react'));
    await userEvent.click(within(chips).getByLabelText('นำตัวกรอง ระดับอาวุโส ออก'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/main_input=react$/));
  });
});
