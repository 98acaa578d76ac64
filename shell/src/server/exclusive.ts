/**
 * Runs one task at a time, in call order. The server renders with the page's one i18next instance and viewport
 * hint: a render and the language switch before it must not interleave with another request's.
 */
export function createExclusive() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T> | T): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
