import { useTranslation } from 'react-i18next';
import type { JobSearchResult } from '@jobportal/contracts';
import { Button } from 'mf_shared_ui/ui';
import { Alert } from './feedback';

interface Props {
  result: JobSearchResult;
  query: string | undefined;
  onSearch: (text: string) => void;
}

/** "Did you mean X?" (a click searches X) and "nothing matched all of it; showing results without Y". */
export function SearchNotices({ result, query, onSearch }: Props) {
  const { t } = useTranslation('candidate');
  const suggestion = result.suggestion && result.suggestion !== query ? result.suggestion : null;
  const relaxed = result.relaxed ?? [];
  if (!suggestion && relaxed.length === 0) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 12 }}>
      {suggestion && (
        <Alert
          type="info"
          data-testid="did-you-mean"
          title={
            <span>
              {t('search.didYouMean')}{' '}
              <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onSearch(suggestion)}>
                {suggestion}
              </Button>
              {t('search.didYouMeanEnd')}
            </span>
          }
        />
      )}
      {relaxed.length > 0 && (
        <Alert
          type="warning"
          data-testid="search-relaxed"
          title={t('search.relaxed', { parts: relaxed.map((p) => `“${p.text}”`).join(', ') })}
        />
      )}
    </div>
  );
}
