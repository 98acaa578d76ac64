import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchFilter } from '@jobportal/contracts';
import {
  selectPendingIntent,
  selectSession,
  uiActions,
  useAppDispatch,
  useAppSelector,
} from 'mf_shared_ui/platform';
import { Button } from 'mf_shared_ui/ui';

const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

const SAVE_SEARCH_INTENT = 'saveSearch';

/**
 * "แจ้งเตือนงานนี้": saves the current search (its URL parameters) as a job alert with a frequency. A guest (or a click
 * before a signed-in person's session is restored) gets the login first; the dialog opens once they are a candidate.
 */
export function SaveSearchButton({ filter }: { filter: JobSearchFilter }) {
  const { t } = useTranslation('candidate');
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const intent = useAppSelector(selectPendingIntent);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (session.userType !== 'candidate' || intent?.type !== SAVE_SEARCH_INTENT) return;
    dispatch(uiActions.clearPendingIntent());
    setOpen(true);
  }, [dispatch, intent, session.userType]);

  const start = () => {
    if (session.userType !== 'candidate') {
      dispatch(uiActions.openLoginModal({ kind: 'candidate', intent: { type: SAVE_SEARCH_INTENT } }));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button data-testid="save-search" onClick={start}>
        {t('alerts.saveSearch')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog filter={filter} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
