import i18next from 'i18next';
import { deployNoticeStrings } from './deployNoticeStrings';
import { UpdateNotice } from './UpdateNotice';
import { WithdrawnNotice } from './WithdrawnNotice';

// Thai, registered when this chunk arrives, before the notices render (deep merge: the shell's own strings stay); the
// English ones travel with the shell's English chunk (i18n/resources.en.ts), there whenever the page is in English.
i18next.addResourceBundle('th', 'shell', deployNoticeStrings.th, true, false);

/** The deploy notices, a chunk of their own: a tab downloads them only when the registry reports a change to it. */
export default function DeployNoticeViews({ reload }: { reload: () => void }) {
  return (
    <>
      <UpdateNotice />
      <WithdrawnNotice reload={reload} />
    </>
  );
}
