export interface RenderPassesOptions<T> {
  /** The page's data request (its module's `prefetch`), run before the first pass; null when it has none. */
  prefetch: (() => void | Promise<unknown>) | null;
  /** One render of the page with the data the store holds now. */
  render: () => Promise<T>;
  /** The store's queries still under way (started by the prefetch or by the last pass). */
  running: () => readonly Promise<unknown>[];
  /** A page whose data needs data (a job, then its company's jobs) renders again, at most this often. */
  maxPasses: number;
}

/**
 * Renders a page until a pass starts no query: with a prefetch that covers the page, once; without one, once per
 * wave of queries the page discovers while rendering (each pass but the last only to find them). A prefetch that
 * fails or misses a query costs a pass, never content.
 */
export async function renderPasses<T>(
  options: RenderPassesOptions<T>,
): Promise<{ result: T; passes: number }> {
  if (options.prefetch) {
    try {
      await options.prefetch();
    } catch {
      // what it meant to start, the render starts
    }
    await Promise.allSettled(options.running());
  }
  for (let passes = 1; ; passes++) {
    const result = await options.render();
    const running = options.running();
    if (running.length === 0 || passes >= options.maxPasses) return { result, passes };
    await Promise.allSettled(running);
  }
}
