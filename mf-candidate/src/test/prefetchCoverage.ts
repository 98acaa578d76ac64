import type { PagePrefetch } from '@jobportal/platform-contract';
import { baseApi, createAppStore } from 'mf_shared_ui/platform';

/**
 * Runs a page's prefetch as the server does (shell/src/server) and waits for its queries: the store then holds what
 * the page needs, if the prefetch asked with the arguments the page's hooks use.
 */
export async function prefetchInto(
  prefetch: PagePrefetch,
  { params = {}, search = '' }: { params?: Record<string, string>; search?: string },
) {
  const store = createAppStore();
  await prefetch({
    params,
    search,
    dispatch: store.dispatch as (a: unknown) => unknown,
  });
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  return store;
}
