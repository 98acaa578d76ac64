/** The id of every layout's one <main>: the skip link's target and the route-change focus's fallback. */
export const MAIN_ID = 'main-content';

/** The props of a layout's <main>: focusable by script only (skip link, route change), never a Tab stop. */
export const MAIN_PROPS = { id: MAIN_ID, tabIndex: -1 } as const;
