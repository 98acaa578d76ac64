// @module-federation/error-codes for the browser builds, without the table of descriptions that was in every
// container's entry script (libs/mf-build/src/index.mjs aliases the package here; the codes are the package's own).
export * from 'mf-build-federation-error-codes-list';
export { getShortErrorMsg } from './getShortErrorMsg.mjs';

export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
