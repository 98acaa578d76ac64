/** Job search: indexing helpers (used on every job write) and the candidate search. See README.md. */
export {
  buildJobSearchText,
  buildJobSearchParts,
  jobSearchColumns,
  searchTsvSql,
  type SearchableJob,
} from './indexing';
export { searchJobs, searchJobsPage, DEFAULT_LIMIT, MAX_LIMIT, type SearchViewer } from './search';
export { notifyJobsChanged, warmSearchIndex, indexFor } from './manager';
export { createTaxonomy, getDefaultTaxonomy, type SearchTaxonomy } from './taxonomy';
export { tokenize, normalize } from './text';
export { matchJobsToFilters } from './saved-match';
export { unknownStationFields } from './rail-index';
