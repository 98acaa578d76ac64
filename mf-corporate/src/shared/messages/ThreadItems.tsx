import { useTranslation } from 'react-i18next';
import type { ThreadMessage } from '@jobportal/contracts';
import { downloadApiFile } from 'mf_shared_ui/platform';
import { timeAgo } from 'mf_shared_ui/format';
import { Button, Typography, notify } from 'mf_shared_ui/ui';
import { PaperClipOutlined } from 'mf_shared_ui/icons';
import { useLocale } from '../hooks';

const fmtSize = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;

/** The messages of a thread, oldest first; the company's own on the right, the candidate's on the left. */
export function ThreadItems({ items }: { items: ThreadMessage[] }) {
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  const download = async (id: string, name: string) => {
    try {
      await downloadApiFile(id, name);
    } catch {
      notify({ title: t('applications.downloadFailed'), color: 'error' });
    }
  };
  return (
    <ol data-testid="message-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((m) => {
        const ours = m.sender_role === 'corporate';
        return (
          <li
            key={m.id}
            data-testid="message-item"
            style={{ display: 'flex', justifyContent: ours ? 'flex-end' : 'flex-start', marginBottom: 12 }}
          >
            <div
              style={{
                maxWidth: '85%',
                padding: '8px 12px',
                borderRadius: 8,
                background: ours ? '#e6f4ff' : '#f5f5f5',
              }}
            >
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                {ours
                  ? t('messages.byMember', { name: m.sender_name })
                  : t('messages.byCandidate', { name: m.sender_name })}{' '}
                · <time dateTime={m.created_at}>{timeAgo(m.created_at, locale)}</time>
              </Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0, overflowWrap: 'anywhere' }}>
                {m.body}
              </Typography.Paragraph>
              {m.attachment && (
                <Button
                  size="small"
                  type="link"
                  icon={<PaperClipOutlined />}
                  onClick={() => void download(m.attachment!.id, m.attachment!.name)}
                  style={{ paddingInline: 0 }}
                >
                  {m.attachment.name} ({fmtSize(m.attachment.size)})
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
