import i18next from 'i18next';
import { deployNoticeStrings } from './deployNoticeStrings';
import { UpdateNotice } from './UpdateNotice';
import { WithdrawnNotice } from './WithdrawnNotice';

// Registered when this chunk arrives, before the notices render (deep merge: the shell's own strings stay).
for (const lng of ['th', 'en'] as const)
  i18next.addResourceBundle(lng, 'shell', deployNoticeStrings[lng], true, false);

/** The deploy notices, a chunk of their own: a tab downloads them only when the registry reports a change to it. */
export default function DeployNoticeViews({ reload }: { reload: () => void }) {
  return (
    <>
      <UpdateNotice />
      <WithdrawnNotice reload={reload} />
    </>
  );
}
