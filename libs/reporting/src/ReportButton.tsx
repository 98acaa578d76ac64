import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportTargetKind } from '@jobportal/contracts/bounds';
import { addTranslations } from 'mf_shared_ui/platform';
import { Button } from 'mf_shared_ui/ui';
import { REPORT_NS } from './i18n';
import { reportButtonTexts } from './buttonTexts';

addTranslations(REPORT_NS, reportButtonTexts);

// The dialog, its texts, its endpoint and the design system's overlay group load on the first click (or when the
// pointer or the keyboard reaches the button): a page's first load carries only this button.
const loadDialog = () => import('./ReportDialog');
const ReportDialog = lazy(loadDialog);
const preload = () => void loadDialog().catch(() => undefined);

export interface ReportButtonProps {
  targetKind: ReportTargetKind;
  targetId: string;
  /** The job's title or the company's name, as the page shows it (the dialog's introduction names it). */
  targetName: string;
}

/**
 * "Report this job" / "report this company" (by `targetKind`) for everyone, guest or signed in: a quiet link-style
 * button that opens the report dialog.
 */
export function ReportButton(props: ReportButtonProps) {
  const { t } = useTranslation(REPORT_NS);
  // null until the first click: the dialog is rendered (and its chunk awaited) from then on.
  const [open, setOpen] = useState<boolean | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        data-testid="report-button"
      >
        {t('button', { context: props.targetKind })}
      </Button>
      {open !== null && (
        <Suspense fallback={null}>
          <ReportDialog
            {...props}
            open={open}
            onClose={() => setOpen(false)}
            afterClose={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
