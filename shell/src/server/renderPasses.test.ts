import { renderPasses } from './renderPasses';

/** A store stand-in: queries started by name, each answered a moment later; a pass renders with what has arrived. */
function fakePage(needs: (have: Set<string>) => string[]) {
  const have = new Set<string>();
  const running = new Map<string, Promise<void>>();
  const start = (name: string) => {
    if (have.has(name) || running.has(name)) return;
    running.set(
      name,
      new Promise<void>((resolve) =>
        setTimeout(() => {
          have.add(name);
          running.delete(name);
          resolve();
        }, 1),
      ),
    );
  };
  const rendered: string[][] = [];
  return {
    start,
    rendered,
    options: {
      running: () => [...running.values()],
      render: async () => {
        rendered.push([...have].sort());
        for (const name of needs(have)) start(name);
        return [...have].sort().join(',');
      },
      maxPasses: 3,
    },
  };
}

// A job page: the job and the lookups at once, the similar jobs once the job is there.
const jobPage = (have: Set<string>) => ['job', 'lookups', ...(have.has('job') ? ['similar'] : [])];

it('without a prefetch the page renders once per wave of queries it finds', async () => {
  const page = fakePage(jobPage);
  const { result, passes } = await renderPasses({ ...page.options, prefetch: null });
  expect(passes).toBe(3);
  expect(result).toBe('job,lookups,similar');
});

it('a prefetch that covers the page: one pass, with all its data', async () => {
  const page = fakePage(jobPage);
  const prefetch = () => ['job', 'similar', 'lookups'].forEach(page.start);
  const { result, passes } = await renderPasses({ ...page.options, prefetch });
  expect(passes).toBe(1);
  expect(result).toBe('job,lookups,similar');
});

it('a prefetch that misses a query or throws costs a pass, never content', async () => {
  const missing = fakePage(jobPage);
  const partial = await renderPasses({ ...missing.options, prefetch: () => missing.start('job') });
  expect(partial).toEqual({ result: 'job,lookups,similar', passes: 2 });

  const failing = fakePage(jobPage);
  const thrown = await renderPasses({
    ...failing.options,
    prefetch: () => Promise.reject(new Error('stale remote')),
  });
  expect(thrown).toEqual({ result: 'job,lookups,similar', passes: 3 });
});

it('a page that keeps asking stops after maxPasses', async () => {
  let n = 0;
  const page = fakePage(() => [`q${n++}`]);
  const { passes } = await renderPasses({ ...page.options, prefetch: null });
  expect(passes).toBe(3);
  expect(page.rendered).toHaveLength(3);
});
