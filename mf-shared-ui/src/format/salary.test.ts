import i18next from 'i18next';
import { uiResources } from '../i18n/resources';
import { formatSalary, shortBaht } from './salary';

beforeAll(async () => {
  await i18next.init({
    lng: 'th',
    fallbackLng: 'th',
    resources: { th: { ui: uiResources.th }, en: { ui: uiResources.en } },
  });
});

describe('formatSalary (spec section 9: baht, range / from / up to / negotiable, k, th-TH, no decimals)', () => {
  it('formats a range with thousands shortened to k', () => {
    expect(formatSalary({ salary_min: 30000, salary_max: 50000 })).toBe('฿30k - ฿50k');
  });
  it('formats "starting from" when only the minimum is known', () => {
    expect(formatSalary({ salary_min: 25000, salary_max: null })).toBe('เริ่มต้น ฿25k');
    expect(formatSalary({ salary_min: 25000, salary_max: null }, 'en')).toBe('From ฿25k');
  });
  it('formats "up to" when only the maximum is known', () => {
    expect(formatSalary({ salary_min: null, salary_max: 80000 })).toBe('สูงสุด ฿80k');
    expect(formatSalary({ salary_min: null, salary_max: 80000 }, 'en')).toBe('Up to ฿80k');
  });
  it('is negotiable when flagged or when no amount is known', () => {
    expect(formatSalary({ salary_min: 30000, salary_max: 50000, salary_negotiable: true })).toBe('ตามตกลง');
    expect(formatSalary({ salary_min: null, salary_max: null })).toBe('ตามตกลง');
    expect(formatSalary({ salary_min: null, salary_max: null }, 'en')).toBe('Negotiable');
  });
  it('shows one amount when min equals max', () => {
    expect(formatSalary({ salary_min: 40000, salary_max: 40000 })).toBe('฿40k');
  });
  it('uses th-TH grouping and no decimals', () => {
    expect(shortBaht(1_500_000)).toBe('1,500k');
    expect(shortBaht(35_400)).toBe('35k');
    expect(shortBaht(950)).toBe('950');
    expect(shortBaht(999.6)).toBe('1,000');
    expect(formatSalary({ salary_min: 150000, salary_max: 1200000 })).toBe('฿150k - ฿1,200k');
  });
});
