import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { ClockCircleOutlined, EnvironmentOutlined } from 'mf_shared_ui/ui';
import { MailOutlined, PhoneOutlined } from 'mf_shared_ui/icons';
import { useSendContactMessageMutation } from '../api/contactApi';
import { ContactForm } from '../components/ContactForm';
import { COMPANY } from '../../../shared/company';
import { useLocale } from '../../../shared/useLocale';
import { CONTACT_NS } from '../i18n/texts';

/** The page's texts (exposes/pages.ts waits for them before rendering it). */
export { loadTexts } from '../i18n/texts';

/** A chat bubble (LINE), same size and colour as the antd icons of the list. */
function ChatIcon() {
  return (
    <span className="anticon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor">
        <path d="M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s5.9-3.5 8-6c1.5-1.6 2-3.2 2-4.8C22 6.6 17.5 3 12 3Z" />
      </svg>
    </span>
  );
}

/** `/contact-us`: contact details, support hours and the contact form. */
export default function ContactPage() {
  const { t } = useTranslation([CONTACT_NS, 'public']);
  const locale = useLocale();
  const [send] = useSendContactMessageMutation();
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  usePageMeta({
    title: t('meta.contact.title'),
    description: t('meta.contact.description'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      url: `${origin}/contact-us`,
      mainEntity: {
        '@type': 'Organization',
        name: locale === 'th' ? COMPANY.legalNameTh : COMPANY.legalNameEn,
        url: `${origin}/`,
        email: COMPANY.email,
        telephone: COMPANY.phoneHref.replace('tel:', ''),
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          email: COMPANY.email,
          availableLanguage: ['th', 'en'],
          hoursAvailable: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
            opens: '08:00',
            closes: '17:30',
          },
        },
      },
    },
  });

  return (
    <div data-testid="page-contact">
      <div className="pub-hero" style={{ padding: '40px 0 32px' }}>
        <div className="pub-container">
          <h1>{t('contact.title')}</h1>
          <p style={{ margin: 0 }}>{t('contact.intro')}</p>
        </div>
      </div>
      <div className="pub-contact">
        <section className="pub-panel" aria-labelledby="contact-details">
          <h2 id="contact-details" style={{ fontSize: 20, marginTop: 0 }}>
            {t('contact.detailsTitle')}
          </h2>
          <ul className="pub-contact-list">
            <li>
              <MailOutlined />
              <div>
                <strong>{t('contact.email')}</strong>
                <br />
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
              </div>
            </li>
            <li>
              <PhoneOutlined />
              <div>
                <strong>{t('contact.phone')}</strong>
                <br />
                <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
              </div>
            </li>
            <li>
              <ChatIcon />
              <div>
                <strong>{t('contact.line')}</strong>
                <br />
                <a href={COMPANY.lineHref} target="_blank" rel="noopener noreferrer">
                  {COMPANY.line}
                </a>
              </div>
            </li>
            <li>
              <EnvironmentOutlined />
              <div>
                <strong>{t('contact.address')}</strong>
                <br />
                <address style={{ fontStyle: 'normal' }}>
                  {locale === 'th' ? COMPANY.addressTh : COMPANY.addressEn}
                </address>
              </div>
            </li>
            <li>
              <ClockCircleOutlined />
              <div>
                <strong>{t('contact.hours')}</strong>
                <br />
                <span data-testid="contact-hours">{t('contact.hoursValue')}</span>
                <br />
                <span className="pub-muted">{t('contact.replyTime')}</span>
              </div>
            </li>
          </ul>
        </section>
        <section className="pub-panel" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" style={{ fontSize: 20, marginTop: 0 }}>
            {t('contact.formTitle')}
          </h2>
          <ContactForm onSubmit={(input) => send(input).unwrap()} />
        </section>
      </div>
    </div>
  );
}
