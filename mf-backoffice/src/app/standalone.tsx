// Runs this remote alone for development: `npm run serve -w mf-backoffice` (see libs/standalone).
import { mountStandalone } from '@jobportal/standalone';
import { pages } from '../exposes/pages';

void mountStandalone(pages);
