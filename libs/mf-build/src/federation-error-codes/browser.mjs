// @module-federation/error-codes/browser without the descriptions (./index.mjs).
import { getShortErrorMsg } from './getShortErrorMsg.mjs';

export function logAndReport(code, descMap, args, logger, originalErrorMsg) {
  return logger(getShortErrorMsg(code, descMap, args, originalErrorMsg));
}
