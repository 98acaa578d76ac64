import { thCore } from './th.core';
import { thHiring } from './th.hiring';

/** The 'corporate' namespace, Thai, whole (tests, and the shape the English catalogue follows). */
export const th = { ...thHiring, ...thCore };
