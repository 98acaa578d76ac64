import { th } from './th';
import { en } from './en';

export const AUTH_NS = 'auth';
export const resources = { th, en };
