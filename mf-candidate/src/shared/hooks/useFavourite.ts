import { useCallback, useEffect, useRef, useState } from 'react';
import { selectSession, uiActions, useAppDispatch, useAppSelector } from 'mf_shared_ui/platform';
import { useCandidateSetFavouriteMutation } from '../api/sharedApi';
import { toggleFavourite } from '../utils/toggleFavourite';

/**
 * Favourite state of one job. A guest gets the candidate login modal with a pending 'favourite' intent
 * (completed by usePendingFavourite after login); a candidate toggles with the spec semantics.
 */
export function useFavourite(jobId: string, initial: boolean) {
  const dispatch = useAppDispatch();
  const { userType } = useAppSelector(selectSession);
  const [setFavourite] = useCandidateSetFavouriteMutation();
  const [favourite, setLocal] = useState(initial);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => setLocal(initial), [initial]);

  const toggle = useCallback(async () => {
    if (userType !== 'candidate') {
      dispatch(
        uiActions.openLoginModal({ kind: 'candidate', intent: { type: 'favourite', payload: jobId } }),
      );
      return;
    }
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    const next = await toggleFavourite(jobId, favourite, {
      add: (id) => setFavourite({ jobId: id, favourite: true }).unwrap(),
      remove: (id) => setFavourite({ jobId: id, favourite: false }).unwrap(),
    });
    setLocal(next);
    busyRef.current = false;
    setBusy(false);
  }, [dispatch, favourite, jobId, setFavourite, userType]);

  return { favourite, busy, toggle };
}
