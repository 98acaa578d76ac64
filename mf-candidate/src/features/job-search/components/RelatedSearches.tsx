import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobSearchFilter } from '@jobportal/contracts';
import { paramsFromFilter, withFilter } from '../../../shared/utils/filterParams';

interface Props {
  related: readonly string[] | undefined;
  filter: JobSearchFilter;
}

/** Related searches the API offers when nothing relevant was found: links to the same search with that text. */
export function RelatedSearches({ related, filter }: Props) {
  const { t } = useTranslation('candidate');
  if (!related || related.length === 0) return null;
  return (
    <nav aria-label={t('search.related')} data-testid="related-searches">
      <span>{t('search.related')} </span>
      {related.map((text, i) => (
        <span key={text}>
          {i > 0 && ' · '}
          <Link to={`/candidate/jobs?${paramsFromFilter(withFilter(filter, 'main_input', text)).toString()}`}>
            {text}
          </Link>
        </span>
      ))}
    </nav>
  );
}
