/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { addTranslations, createAppStore, getRuntimeConfig, setRuntimeConfig } from 'mf_shared_ui/platform';
import { resources } from '../../../i18n/resources';
import { DownloadCompanyData } from './DownloadCompanyData';

jest.setTimeout(30_000);

beforeAll(() => {
  addTranslations('corporate', resources);
  setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: 'http://localhost/api' });
  URL.createObjectURL = jest.fn(() => 'blob:zip');
  URL.revokeObjectURL = jest.fn();
});

it('a large export is prepared in the background, offered when ready, then downloaded', async () => {
  let polls = 0;
  const requests: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const path = new URL(url).pathname.replace(/^\/api/, '');
    requests.push(`${method} ${path}`);
    const info = (status: string) => ({
      data: { id: 'e1', status, size: null, created_at: '', ready_at: null, expires_at: '' },
    });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/corporate/data-export') return json(202, info('pending'));
    if (path === '/corporate/data-export/e1') return json(200, info(++polls > 1 ? 'ready' : 'pending'));
    if (path === '/corporate/data-export/e1/download')
      return new Response(new Uint8Array([0x50, 0x4b]), {
        status: 200,
        headers: { 'content-type': 'application/zip' },
      });
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  }) as unknown as typeof fetch;

  render(
    <Provider store={createAppStore()}>
      <DownloadCompanyData />
    </Provider>,
  );
  await userEvent.click(screen.getByTestId('company-data-export'));
  expect(await screen.findByText(/กำลังจัดเตรียมไฟล์/)).toBeInTheDocument();
  const ready = await screen.findByRole('button', { name: /ไฟล์พร้อมแล้ว/ }, { timeout: 15_000 });
  await userEvent.click(ready);
  await waitFor(() => expect(requests).toContain('GET /corporate/data-export/e1/download'));
  expect(URL.createObjectURL).toHaveBeenCalled();
});
