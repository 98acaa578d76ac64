import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import { CvDownloadCard } from './CvDownloadCard';

jest.setTimeout(30_000);

describe('CvDownloadCard', () => {
  beforeAll(initTestI18n);

  it('downloads the PDF of the chosen layout and language, and says so when the API refuses', async () => {
    const urls: string[] = [];
    let refuse = false;
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      urls.push(url);
      return refuse
        ? new Response(JSON.stringify({ error: { code: 'VALIDATION_ERROR', message: 'x' } }), { status: 400 })
        : new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 });
    }) as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:cv');
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });

    renderPage(<CvDownloadCard />, { path: '/', url: '/' });
    await userEvent.click(await screen.findByRole('radio', { name: 'โมเดิร์น (มีแถบข้าง)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: /ดาวน์โหลด CV \(PDF\)/ }));
    await waitFor(() => expect(clicked).toEqual(['CV-modern-en.pdf']));
    expect(urls.at(-1)).toMatch(/\/candidate\/profile\/cv\.pdf\?template=modern&lang=en$/);

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: /ดาวน์โหลด CV \(PDF\)/ }));
    expect(await screen.findByText('สร้าง CV ไม่สำเร็จ กรุณากรอกชื่อในโปรไฟล์แล้วลองอีกครั้ง')).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    click.mockRestore();
  });
});
