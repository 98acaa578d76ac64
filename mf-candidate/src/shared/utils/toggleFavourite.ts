/** The two calls of the spec's favourite toggle (section 7); both resolve on success and reject on failure. */
export interface FavouriteCalls {
  /** POST /candidate/job/favJob/{jobId} */
  add: (jobId: string) => Promise<unknown>;
  /** DELETE /candidate/job/deleteFavJob/{jobId} */
  remove: (jobId: string) => Promise<unknown>;
}

/**
 * Favourite toggle (spec section 4): if already favourite, remove and result false; otherwise add and result
 * true; on failure the error is logged and the previous state is returned.
 */
export async function toggleFavourite(
  jobId: string,
  isFavourite: boolean,
  calls: FavouriteCalls,
  log: (...args: unknown[]) => void = console.error,
): Promise<boolean> {
  try {
    if (isFavourite) {
      await calls.remove(jobId);
      return false;
    }
    await calls.add(jobId);
    return true;
  } catch (error) {
    log('[mf-candidate] favourite toggle failed', jobId, error);
    return isFavourite;
  }
}
