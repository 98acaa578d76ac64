import type { ComponentType } from 'react';

/** What every feature remote exposes as `./pages`: a lazy loader per page name of the route table. */
export interface RemotePages {
  pages: Record<string, () => Promise<{ default: ComponentType }>>;
}
