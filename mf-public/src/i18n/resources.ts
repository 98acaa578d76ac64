import { th } from './th';
import { en } from './en';

export const resources = { th, en };
