/**
 * Makes `matchMedia` answer `(min-width: Npx)` queries for a viewport `width` px wide (jsdom has no layout; its
 * stub matches nothing, which reads as a phone to @jobportal/viewport). Returns the restore function.
 */
export function setViewportWidth(width: number): () => void {
  const before = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = before;
  };
}
