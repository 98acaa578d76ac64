import type { PageRemote } from '@jobportal/platform-contract';

/**
 * The route table lives in @jobportal/platform-contract (routes.ts): the gateway answers paths outside it with 404
 * and writes each route's head from it. The shell's router is built from the same table.
 */
export type RemoteName = PageRemote;
export { ROUTES, type GuardKind, type LayoutKind, type RouteDef } from '@jobportal/platform-contract';
