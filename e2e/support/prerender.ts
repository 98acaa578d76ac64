import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The gateway prerenders public pages in the background after start and after every publish or rollback: waits
 * until `path` is served with its snapshot (for the device and language the headers name) and returns the HTML.
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
