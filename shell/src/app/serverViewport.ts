/**
 * The viewport width a server-rendered page is laid out for (a server has no screen): a phone's unless the request
 * says a desktop browser sent it. Set by the server renderer just before each (synchronous) render.
 */
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;
let width = PHONE_WIDTH;

export const serverViewportWidth = (): number => width;

export function setServerViewport(mobile: boolean): void {
  width = mobile ? PHONE_WIDTH : DESKTOP_WIDTH;
}
