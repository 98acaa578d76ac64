import type { ComponentType } from 'react';
import type { PagePrefetch } from '@jobportal/platform-contract';

/** A page's module: the component, and what the server asks the API for before rendering it (optional). */
export interface PageModule {
  default: ComponentType;
  prefetch?: PagePrefetch;
}

/** What every feature remote exposes as `./pages`: a lazy loader per page name of the route table. */
export interface RemotePages {
  pages: Record<string, () => Promise<PageModule>>;
}
