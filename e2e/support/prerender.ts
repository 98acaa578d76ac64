import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Waits until `path` is served rendered on the server (for the device and language the headers name; the first
 * page of a new release waits for its render worker) and returns the HTML.
 */
export async function waitForSnapshot(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path, { headers })).text();
        return html.includes('id="prerendered"');
      },
      { message: `${path} served prerendered`, timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
  return html;
}
