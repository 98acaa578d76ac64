import type {
  ActivateReleaseBody,
  PinReleaseBody,
  PruneReleaseBody,
  RELEASE_REMOTES as WIRE_RELEASE_REMOTES,
  ReleaseChangeResult,
  ReleaseConflict,
  ReleaseEventPage,
  ReleaseRefusal,
  ReleaseRemote,
  ReleaseStatus,
  RollbackReleaseBody,
  UnpinReleaseBody,
  WithdrawReleaseBody,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import type { Static } from 'typebox';
import { areaTag, params, STAFF, unwrap } from '../../../shared/api/staffApi';

/*
 * The remotes of the registry (contracts RELEASE_REMOTES): copied so the schemas stay out of the bundle, typed as the
 * contract's, so typecheck fails if the two ever differ.
 */
export const RELEASE_REMOTES: typeof WIRE_RELEASE_REMOTES = [
  'mf-shared-ui',
  'mf-auth',
  'mf-public',
  'mf-candidate',
  'mf-corporate',
  'mf-backoffice',
];

/** The API's bounds of a release change (contracts: reason at most 500, a withdraw's at least 3; keep 1 to 50). */
export const RELEASE_LIMITS = { reasonMax: 500, withdrawReasonMin: 3, keepMin: 1, keepMax: 50 } as const;
/** What `prune` keeps unless the operator says otherwise. */
export const DEFAULT_KEEP = 5;
export const RELEASE_EVENTS_PAGE_SIZE = 50;
/** The status refreshes this often while the tab is visible. */
export const STATUS_REFRESH_MS = 30_000;

/** One change of a remote: the action (the last path segment) and its body as the contract has it. */
export type ReleaseChange =
  | { remote: ReleaseRemote; action: 'activate'; body: Static<typeof ActivateReleaseBody> }
  | { remote: ReleaseRemote; action: 'rollback'; body: Static<typeof RollbackReleaseBody> }
  | { remote: ReleaseRemote; action: 'withdraw'; body: Static<typeof WithdrawReleaseBody> }
  | { remote: ReleaseRemote; action: 'pin'; body: Static<typeof PinReleaseBody> }
  | { remote: ReleaseRemote; action: 'unpin'; body: Static<typeof UnpinReleaseBody> }
  | { remote: ReleaseRemote; action: 'prune'; body: Static<typeof PruneReleaseBody> };

export type ReleaseChangeAction = ReleaseChange['action'];

/** 409 RELEASE_CONFLICT's details: what is served now, who made it so and when. */
export type ReleaseConflictDetails = Static<typeof ReleaseConflict>['error'];
/** 422 RELEASE_REFUSED's details: one line per reason. */
export type ReleaseRefusalDetails = Static<typeof ReleaseRefusal>['error'];

/** The history's filter: a remote, or '' for all. */
export interface ReleaseEventFilters {
  remote: ReleaseRemote | '';
}

const TAG = areaTag('releases');

export const releasesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // the release service (gateway) answers the status itself, not wrapped in `{ data }`
    releaseStatus: build.query<ReleaseStatus, void>({
      query: () => '/releases',
      extraOptions: STAFF,
      providesTags: [TAG],
    }),
    releaseEvents: build.infiniteQuery<ReleaseEventPage, ReleaseEventFilters, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // `nextBefore` is the `before` of the next (older) page, null at the end.
        getNextPageParam: (lastPage) => lastPage.nextBefore,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/backoffice/releases/events',
        params: params({ remote: queryArg.remote, before: pageParam, limit: RELEASE_EVENTS_PAGE_SIZE }),
      }),
      extraOptions: STAFF,
      transformResponse: unwrap<ReleaseEventPage>,
      providesTags: [TAG],
    }),
    // RTK Query invalidates on a refused change too (409, 422): the status and the history are read again
    changeRelease: build.mutation<ReleaseChangeResult, ReleaseChange>({
      query: ({ remote, action, body }) => ({
        url: `/releases/${encodeURIComponent(remote)}/${action}`,
        method: 'POST',
        body,
      }),
      extraOptions: STAFF,
      invalidatesTags: [TAG],
    }),
  }),
});

export const { useReleaseStatusQuery, useReleaseEventsInfiniteQuery, useChangeReleaseMutation } = releasesApi;
