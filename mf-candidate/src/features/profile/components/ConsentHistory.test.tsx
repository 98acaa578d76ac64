import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ConsentChange } from '@jobportal/contracts';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import { ConsentHistory } from './ConsentHistory';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const change = (i: number, userAgent: string | null = ANDROID_CHROME): ConsentChange => ({
  at: new Date(Date.UTC(2026, 11, 6, 9, 0) - i * 86_400_000).toISOString(),
  pdpa: true,
  cookie: false,
  marketing: null,
  restricted: null,
  ip: `203.0.113.${i}`,
  user_agent: userAgent,
});

describe('ConsentHistory', () => {
  beforeAll(initTestI18n);

  it('reads as a list: when, what, and a device name instead of the raw user agent', async () => {
    renderPage(<ConsentHistory history={[change(0), change(1, null)]} />, { path: '/', url: '/' });
    const items = await screen.findAllByTestId('consent-change');
    expect(items).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(items[0]);
    expect(first.getByText(/เก็บข้อมูลส่วนบุคคลเพื่อการจัดหางาน: อนุญาต/)).toBeInTheDocument();
    expect(first.getByTestId('consent-change-device')).toHaveTextContent('Chrome บน Android · 203.0.113.0');
    expect(items[0]).not.toHaveTextContent('Mozilla');
    expect(within(items[1]).getByTestId('consent-change-device')).toHaveTextContent('อุปกรณ์ที่ไม่ทราบชื่อ');
    expect(items[0].querySelector('time')).toHaveAttribute('dateTime', change(0).at);
  });

  it('says "Chrome on Android" in English', async () => {
    await i18next.changeLanguage('en');
    try {
      renderPage(<ConsentHistory history={[change(0)]} />, { path: '/', url: '/' });
      expect(await screen.findByTestId('consent-change-device')).toHaveTextContent('Chrome on Android');
    } finally {
      await i18next.changeLanguage('th');
    }
  });

  it('shows the newest ten, the rest on request', async () => {
    renderPage(<ConsentHistory history={Array.from({ length: 12 }, (_, i) => change(i))} />, {
      path: '/',
      url: '/',
    });
    expect(await screen.findAllByTestId('consent-change')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'แสดงทั้งหมด (12 รายการ)' }));
    expect(screen.getAllByTestId('consent-change')).toHaveLength(12);
  });
});
