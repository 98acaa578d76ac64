/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { SalaryInsight } from '@jobportal/contracts';
import { apiError, ok, renderAtUrl, stubApi } from '@jobportal/test-utils';
import { createAppStore, getRuntimeConfig, setRuntimeConfig } from 'mf_shared_ui/platform';
import SalaryInsightPage from './SalaryInsightPage';

const insight: SalaryInsight = {
  family: { slug: 'frontend-developer', name_th: 'Frontend Developer', name_en: 'Frontend Developer' },
  province: { id: 1, slug: 'bangkok', name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok' },
  count: 12,
  companies: 4,
  median: 49000,
  p25: 44500,
  p75: 53500,
  trend: {
    recent_median: 54000,
    previous_median: 44000,
    recent_count: 6,
    previous_count: 6,
    change_pct: 22.7,
  },
  computed_at: '2026-12-06T00:00:00.000Z',
};

function renderSalary(url: string) {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderAtUrl(<SalaryInsightPage />, { path: '/salary/:family/:province', url, wrapper });
}

describe('SalaryInsightPage', () => {
  beforeAll(() => setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: 'http://localhost/api' }));
  afterEach(() => i18next.changeLanguage('th'));

  it('shows the median, the middle half, the count and the trend in Thai, with a link to the jobs', async () => {
    const calls = stubApi((c) =>
      c.path === '/salaries/frontend-developer/bangkok' ? ok(insight) : undefined,
    );
    renderSalary('/salary/frontend-developer/bangkok');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'เงินเดือน Frontend Developer กรุงเทพมหานคร',
    );
    expect(screen.getByTestId('salary-median')).toHaveTextContent('49,000 บาท/เดือน');
    expect(screen.getByTestId('salary-range')).toHaveTextContent('44,500 - 53,500 บาท');
    expect(screen.getByTestId('salary-count')).toHaveTextContent('12 ตำแหน่ง');
    expect(screen.getByTestId('salary-trend')).toHaveTextContent(
      'ค่ากลางเพิ่มขึ้น 22.7% จาก 44,000 เป็น 54,000 บาท',
    );
    expect(screen.getByText('จากประกาศงานที่เปิดรับ 12 ตำแหน่ง ของ 4 บริษัท')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูงาน Frontend Developer ในกรุงเทพมหานคร' })).toHaveAttribute(
      'href',
      '/candidate/jobs?main_input=Frontend%20Developer&location=1',
    );
    expect(calls.map((c) => c.path)).toEqual(['/salaries/frontend-developer/bangkok']);
  });

  it('says so when there is no trend, and speaks English', async () => {
    await i18next.changeLanguage('en');
    stubApi(() => ok({ ...insight, trend: null }));
    renderSalary('/salary/frontend-developer/bangkok');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Frontend Developer salaries in Bangkok',
    );
    expect(screen.getByTestId('salary-median')).toHaveTextContent('49,000 baht a month');
    expect(screen.getByTestId('salary-trend')).toHaveTextContent('Not enough jobs yet to show a trend');
  });

  it('shows the 404 content where the floor is not met', async () => {
    stubApi(() => apiError(404, 'NOT_FOUND', 'No salary figures'));
    renderSalary('/salary/devops-engineer/trat');
    expect(await screen.findByTestId('not-found-message')).toBeInTheDocument();
    expect(screen.queryByTestId('salary-figures')).not.toBeInTheDocument();
  });
});
