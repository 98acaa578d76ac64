import { useMemo, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Province } from '@jobportal/contracts';
import { pickLocalized } from 'mf_shared_ui/platform';
import { formatInteger } from 'mf_shared_ui/format';
import { Button, Input, NativeSelect, SearchOutlined } from 'mf_shared_ui/ui';
import { useLocale } from '../../../shared/useLocale';
import { jobSearchHref } from '../utils/jobSearchHref';

/** Headline search: text + province -> /candidate/jobs?main_input=...&location=<provinceId>. */
export function HomeHero({
  provinces,
  stats,
}: {
  provinces: Province[] | undefined;
  stats: { open_jobs: number; companies: number } | undefined;
}) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [province, setProvince] = useState<number | undefined>(undefined);

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    void navigate(jobSearchHref({ text, provinceId: province }));
  };

  // The API lists provinces in Thai order; English names are plain ASCII words. No Intl.Collator at start-up: the
  // first one loads ICU collation data (~9 ms on a phone-class CPU, inside the first render).
  const options = useMemo(() => {
    const list = (provinces ?? []).map((p) => ({ value: p.id, label: pickLocalized(p, 'name', locale) }));
    return locale === 'th' ? list : list.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  }, [provinces, locale]);

  return (
    <section className="pub-hero">
      <div className="pub-container">
        <h1>{t('home.hero.title')}</h1>
        <p>
          {t('home.hero.subtitle')}
          {stats && (
            <>
              <br />
              <strong data-testid="home-stats">
                {t('home.hero.stats', {
                  jobs: formatInteger(stats.open_jobs),
                  companies: formatInteger(stats.companies),
                })}
              </strong>
            </>
          )}
        </p>
        <form className="pub-search" role="search" aria-label={t('home.search.label')} onSubmit={submit}>
          <Input
            size="large"
            variant="borderless"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('home.search.placeholder')}
            aria-label={t('home.search.placeholder')}
            prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,.45)' }} />}
            maxLength={200}
            data-testid="home-search-input"
          />
          <NativeSelect
            size="large"
            placeholder={t('home.search.allProvinces')}
            aria-label={t('home.search.province')}
            value={province ?? ''}
            onChange={(e) => setProvince(e.target.value ? Number(e.target.value) : undefined)}
            options={options}
            data-testid="home-search-province"
            style={{ border: 'none', minWidth: 180 }}
          />
          <Button
            className="pub-search-btn"
            type="primary"
            size="large"
            htmlType="submit"
            icon={<SearchOutlined />}
            data-testid="home-search-submit"
          >
            {t('home.search.submit')}
          </Button>
        </form>
        <div className="pub-hero-badges">
          <span data-testid="home-free-signup">✓ {t('home.freeSignup')}</span>
          <span>✓ {t('home.aiMatching')}</span>
          <span data-testid="home-support-hours">☎ {t('home.supportHours')}</span>
        </div>
      </div>
    </section>
  );
}
