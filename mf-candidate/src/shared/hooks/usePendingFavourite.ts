import { useEffect, useRef } from 'react';
import {
  selectPendingIntent,
  selectSession,
  uiActions,
  useAppDispatch,
  useAppSelector,
} from 'mf_shared_ui/platform';
import { useCandidateSetFavouriteMutation } from '../api/sharedApi';
import { toggleFavourite } from '../utils/toggleFavourite';

/** After a modal login started by a guest's favourite click, completes that favourite once, then clears it. */
export function usePendingFavourite(): void {
  const dispatch = useAppDispatch();
  const intent = useAppSelector(selectPendingIntent);
  const { userType } = useAppSelector(selectSession);
  const [setFavourite] = useCandidateSetFavouriteMutation();
  const running = useRef(false);

  useEffect(() => {
    if (userType !== 'candidate' || intent?.type !== 'favourite' || typeof intent.payload !== 'string')
      return;
    if (running.current) return;
    running.current = true;
    const jobId = intent.payload;
    dispatch(uiActions.clearPendingIntent());
    void toggleFavourite(jobId, false, {
      add: (id) => setFavourite({ jobId: id, favourite: true }).unwrap(),
      remove: (id) => setFavourite({ jobId: id, favourite: false }).unwrap(),
    }).finally(() => {
      running.current = false;
    });
  }, [dispatch, intent, setFavourite, userType]);
}
