import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchFilter } from '@jobportal/contracts';
import { selectSession, uiActions, useAppDispatch, useAppSelector } from 'mf_shared_ui/platform';
import { Button } from 'mf_shared_ui/ui';

const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

/** "แจ้งเตือนงานนี้": saves the current search (its URL parameters) as a job alert with a frequency. */
export function SaveSearchButton({ filter }: { filter: JobSearchFilter }) {
  const { t } = useTranslation('candidate');
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [open, setOpen] = useState(false);

  const start = () => {
    if (session.userType !== 'candidate') {
      dispatch(uiActions.openLoginModal({ kind: 'candidate' }));
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
