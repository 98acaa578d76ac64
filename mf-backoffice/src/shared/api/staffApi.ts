import type { ApiErrorBody, ApiResponse, StaffMe } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** Back-office endpoints send the staff pool's token (mf_shared_ui/platform's `staff` auth scope). */
export const STAFF = { auth: 'staff' } as const;

/** Every success body is `{ data }`. */
export const unwrap = <T>(response: ApiResponse<T>): T => response.data;

/** The one tag of the back office's data; the area is the id (`{ type: 'Backoffice', id: 'moderation' }`). */
export const areaTag = (area: string) => ({ type: 'Backoffice' as const, id: area });

/** Query string parameters without empty values. */
export function params(
  values: Record<string, string | number | undefined | null>,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number>;
}

export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staffMe: build.query<StaffMe, void>({
      query: () => '/backoffice/me',
      extraOptions: STAFF,
      transformResponse: unwrap<StaffMe>,
      providesTags: [areaTag('me')],
    }),
  }),
});

export const { useStaffMeQuery } = staffApi;

/** A failed call as the API answers it: its code and message (already in the user's language), or none. */
export interface StaffCallError {
  status: number | string;
  code: string | null;
  message: string | null;
}

export function callError(error: unknown): StaffCallError {
  const e = error as { status?: number | string; data?: unknown } | undefined;
  const body = (e?.data ?? null) as ApiErrorBody | null;
  return {
    status: e?.status ?? 'FETCH_ERROR',
    code: body?.error?.code ?? null,
    message: body?.error?.message ?? null,
  };
}
