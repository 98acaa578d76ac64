import type { SalaryInsight } from '@jobportal/contracts';
import { salaryHead } from '../src/pages/salaryPage';

const insight: SalaryInsight = {
  family: { slug: 'frontend-developer', name_th: 'Frontend Developer', name_en: 'Frontend Developer' },
  province: { id: 11, slug: 'chon-buri', name_th: 'ชลบุรี', name_en: 'Chon Buri' },
  count: 1234,
  companies: 56,
  median: 49000,
  p25: 44500,
  p75: 53500,
  trend: null,
  computed_at: '2026-12-06T00:00:00.000Z',
};

describe('salary page head and content written by the server', () => {
  it('has the title, description and figures in Thai, formatted like the page', () => {
    const page = salaryHead(insight, 'th');
    expect(page.title).toBe('เงินเดือน Frontend Developer ชลบุรี');
    expect(page.description).toBe(
      'เงินเดือน Frontend Developer ในชลบุรี ค่ากลาง 49,000 บาทต่อเดือน ช่วงกลาง 44,500 - 53,500 บาท จากประกาศงานที่เปิดรับ 1,234 ตำแหน่ง',
    );
    expect(page.body).toContain('<h1>เงินเดือน Frontend Developer ชลบุรี</h1>');
    expect(page.body).toContain('<dd>49,000 บาท/เดือน</dd>');
    expect(page.body).toContain('<dd>44,500 - 53,500 บาท</dd>');
    expect(page.body).toContain('จากประกาศงานที่เปิดรับ 1,234 ตำแหน่ง ของ 56 บริษัท');
  });

  it('speaks English and escapes the names', () => {
    const page = salaryHead({ ...insight, family: { ...insight.family, name_en: 'R&D <Engineer>' } }, 'en');
    expect(page.title).toBe('R&D <Engineer> salaries in Chon Buri');
    expect(page.body).toContain('<h1>R&amp;D &lt;Engineer&gt; salaries in Chon Buri</h1>');
    expect(page.body).toContain('<dd>49,000 baht a month</dd>');
  });
});
