import { setAutoFreeze } from 'immer';

/**
 * The server renderer's stores live for one render and nothing outside their reducers touches their state, so immer's
 * deep freeze of every query result (a walk over each job, similar job and lookup list: ~6 % of a render's CPU in
 * bench:ssr's profile) guards nothing there.
 */
export function configureStateFreezing(): void {
  setAutoFreeze(false);
}
