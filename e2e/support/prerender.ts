import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Markup the app has not taken over yet: the server's render before hydration (#root busy) or a snapshot the
 * gateway wrote (#prerendered). Gone once the live app is on screen.
 */
export const NOT_TAKEN_OVER = '#prerendered, #root[aria-busy="true"]';

/** Waits until the live app is on screen (hydrated or rendered), not the server's markup it takes over from. */
export async function expectTakenOver(page: Page, label = 'the app took over', timeout = 20_000) {
  await expect(page.locator(NOT_TAKEN_OVER), label).toHaveCount(0, { timeout });
}

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
        // SERVER_RENDERED_ATTR of libs/platform-contract: the app's own markup, rendered by the server.
        return html.includes('<div id="root" data-server-rendered=');
      },
      { message: `${path} served prerendered`, timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
  return html;
}
