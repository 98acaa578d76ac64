// TEMPORARY scaffold (platform bring-up): mf-auth's owner replaces this with the real session module.
export { SessionRoot, AccountMenu, RoleGuard } from '../app/ScaffoldSession';
