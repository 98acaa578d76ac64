import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvImportDraft } from '@jobportal/contracts';
import { selectSession, sessionActions, useAppDispatch, useAppSelector } from 'mf_shared_ui/platform';
import { Button, Flex, Typography } from 'mf_shared_ui/ui';
import type { FormInstance } from 'mf_shared_ui/ui-form';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { FileTextOutlined } from 'mf_shared_ui/icons';
import type { ProfileFormValues } from '../utils/profileForm';

// The upload and review load only when the candidate asks for them (not in the profile page's chunk).
const CvImportDialog = lazy(() => import('./CvImportDialog').then((m) => ({ default: m.CvImportDialog })));

/**
 * "Fill from my CV" above the profile form, and while the form shows values taken from a CV that are not saved yet
 * (the session's `candidateAutoFill`), a notice that says so with a way back to the saved profile.
 */
export function CvImportBar({
  form,
  saved,
}: {
  form: FormInstance<ProfileFormValues>;
  /** the saved profile as form values (what "discard" goes back to) */
  saved: () => ProfileFormValues;
}) {
  const { t } = useTranslation('candidate');
  const dispatch = useAppDispatch();
  const { candidateAutoFill } = useAppSelector(selectSession);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  // Leaving the page drops the unsaved values, and the flag with them.
  useEffect(() => () => void dispatch(sessionActions.setCandidateAutoFill(false)), [dispatch]);

  const applied = (values: Partial<ProfileFormValues>, _draft: CvImportDraft) => {
    form.setFieldsValue(values);
    dispatch(sessionActions.setCandidateAutoFill(true));
    setOpen(false);
    // The notice takes the focus: a screen reader hears what happened and where to go next.
    setTimeout(() => noticeRef.current?.focus(), 50);
  };

  return (
    <div style={{ marginBottom: 16 }}>
      <Flex gap={12} align="center" wrap="wrap">
        <Button
          icon={<FileTextOutlined />}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          data-testid="cv-import-open"
        >
          {t('cvImport.open')}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('cvImport.hint')}
        </Typography.Text>
      </Flex>
      {candidateAutoFill && (
        <div
          ref={noticeRef}
          tabIndex={-1}
          style={{ marginTop: 12, outlineOffset: 2 }}
          data-testid="cv-import-pending"
        >
          <Alert
            type="warning"
            showIcon
            title={t('cvImport.pendingTitle')}
            description={t('cvImport.pendingText')}
            action={
              <Button
                onClick={() => {
                  form.setFieldsValue(saved());
                  dispatch(sessionActions.setCandidateAutoFill(false));
                }}
                data-testid="cv-import-discard"
              >
                {t('cvImport.discard')}
              </Button>
            }
          />
        </div>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <CvImportDialog
            open={open}
            current={() => form.getFieldsValue(true) as ProfileFormValues}
            onClose={() => setOpen(false)}
            onApply={applied}
          />
        </Suspense>
      )}
    </div>
  );
}
