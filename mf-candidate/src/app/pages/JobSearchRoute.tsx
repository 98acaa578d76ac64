import JobSearchPage from '../../features/job-search/pages/JobSearchPage';
import { SaveSearchButton } from '../../features/alerts/components/SaveSearchButton';

// What the server asks the API for before rendering this page (shell/src/server).
export { prefetchJobSearch as prefetch } from '../../features/job-search/api/prefetchJobSearch';

/** /candidate/jobs: the job search with the alerts feature's "save this search" (features meet here, in app/). */
export default function JobSearchRoute() {
  return <JobSearchPage SaveSearch={SaveSearchButton} />;
}
