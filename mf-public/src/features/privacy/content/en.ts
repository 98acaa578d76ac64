// Privacy notice and privacy policy (English) under Thailand's Personal Data Protection Act B.E. 2562 (2019).
// Company details and contacts come from shared/company.ts (replace with the real ones before going live).
// The Thai version (th.ts) prevails if the two differ.
import { COMPANY } from '../../../shared/company';
import type { PrivacyContent } from './types';

const EFFECTIVE = '2026-11-15';
const CONTROLLER = COMPANY.legalNameEn;

export const en: PrivacyContent = {
  notice: {
    title: 'Privacy notice',
    version: '1.0',
    effectiveDate: EFFECTIVE,
    intro: [
      `${CONTROLLER} ("the Company", "we", "us" or "our") operates JobPortal, a job board for the IT job market in Thailand that connects job seekers ("candidates") with employers ("employers"). We respect your privacy and protect your personal data in accordance with the Personal Data Protection Act B.E. 2562 (2019) ("PDPA") and its subordinate regulations.`,
      'This notice explains what personal data we collect, for which purposes and on which legal bases, to whom we disclose it, how long we keep it, and what your rights are. It applies to the JobPortal website, applications and services, whether you are a visitor, a candidate or a contact person of an employer. The Thai version prevails if the two versions differ.',
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Data controller and data protection officer',
        blocks: [
          {
            p: `The data controller is ${CONTROLLER}, ${COMPANY.addressEn}, phone ${COMPANY.phone}, e-mail ${COMPANY.email}.`,
          },
          {
            p: `We have appointed a Data Protection Officer (DPO) who oversees our processing of personal data and is your point of contact. You can reach the DPO at ${COMPANY.dpoEmail} or by post at the address above, marked "Attn: Data Protection Officer".`,
          },
          {
            p: 'When you apply for a job through JobPortal, the employer you apply to becomes a separate data controller of the data it receives with your application and processes it under its own privacy notice.',
          },
        ],
      },
      {
        id: 'collected',
        heading: 'Personal data we collect',
        blocks: [
          { p: 'We collect only the data needed for the purposes described in this notice:' },
          {
            ul: [
              'Account data: e-mail address, password (held by our identity provider in one-way hashed form; we never see it), account type (candidate or employer), e-mail verification status, and, if you sign in with Google or Facebook, the name, e-mail address and profile picture that provider shares with us.',
              'Candidate profile: name, phone number, province where you live or want to work, desired position, skills and skill levels, work history, education, certificates, expected salary, preferred work type, and whether employers may find your profile in candidate search.',
              'Résumé and attachments: the résumé file you upload (PDF or DOCX) and everything it contains.',
              'Application data: jobs you applied for, application dates, cover letters and answers, application status (for example reviewing, interview, offer, not selected), saved jobs and recently viewed jobs.',
              "Employer contact data: the contact person's name, e-mail address, phone number and position, and company details linked to that person.",
              'Usage and device data: IP address, browser type and version, operating system, language, pages visited, searches and filters used, dates and times of access, system logs, and data from cookies and similar technologies (see Cookies).',
              'Communications: the name, e-mail address, topic and message you send through the contact form, by e-mail or other channels, and the history of your consents and privacy settings.',
            ],
          },
          {
            p: 'Sensitive personal data: some positions or employers may ask for data such as nationality or religion. We collect, use or disclose data that may reveal racial or ethnic origin or nationality, religious beliefs and other sensitive data under Section 26 of the PDPA only with your explicit consent, given in the privacy settings. You do not need to provide it to use our core services, and you may withdraw your consent at any time. We do not collect health, biometric or criminal-record data unless the law requires it or you give explicit consent for a specific case.',
          },
          {
            p: 'Please do not put unnecessary sensitive data (such as your national ID number, religion, blood type or copies of ID cards) in your résumé. If you do, it will be sent with your résumé to the employers you apply to.',
          },
        ],
      },
      {
        id: 'sources',
        heading: 'Where the data comes from',
        blocks: [
          {
            ul: [
              'From you, when you sign up, fill in your profile, upload a résumé, apply for a job or contact us.',
              "From Google or Facebook, within the scope you allow on that provider's consent screen, when you sign in with them.",
              'From employers, for example when they change the status of your application or schedule an interview.',
              'Automatically, from your use of the website, through system logs, cookies and similar technologies.',
            ],
          },
        ],
      },
      {
        id: 'purposes',
        heading: 'Purposes and legal bases',
        blocks: [
          {
            p: 'We process your personal data only where Sections 24 and 26 of the PDPA give us a legal basis:',
          },
          {
            table: {
              head: ['Purpose', 'Data used', 'Legal basis'],
              rows: [
                [
                  'Creating and managing your account, authentication, e-mail verification and password reset',
                  'Account data',
                  'Performance of the service contract (Section 24(3))',
                ],
                [
                  'Searching, saving and applying for jobs, and sending your application, profile and résumé to the employers you choose',
                  'Profile, résumé, application data',
                  'Performance of the contract (Section 24(3))',
                ],
                [
                  "Showing your profile in employers' candidate search when you turn that on",
                  'Profile (contact details only once you apply)',
                  'Performance of the contract, following your setting (Section 24(3))',
                ],
                [
                  'AI skill suggestions and profile-to-job matching, and ranking matching candidates for employers',
                  'Profile, skills, work history, usage data',
                  'Performance of the contract and our legitimate interest in relevant results (Sections 24(3) and 24(5)); results are suggestions only and hiring decisions are made by employers',
                ],
                [
                  'Collecting and disclosing sensitive data such as nationality and religion for depositing data, job placement and applying',
                  'Sensitive data',
                  'Explicit consent (Section 26)',
                ],
                [
                  'Answering your questions, complaints and rights requests',
                  'Communications',
                  'Legitimate interest and legal obligation (Sections 24(5) and 24(6))',
                ],
                [
                  'Keeping the service secure and preventing fraud, spam and abuse (for example rate limits on forms)',
                  'Usage and device data, logs',
                  'Legitimate interest (Section 24(5))',
                ],
                [
                  'Usage statistics with analytics cookies to improve the service',
                  'Usage data, analytics cookies',
                  'Consent (Section 19)',
                ],
                [
                  'Sending news, articles and marketing offers',
                  'E-mail, name, interests',
                  'Consent (Section 19)',
                ],
                [
                  'Complying with laws, court orders and orders of authorities, including retention of computer traffic data',
                  'Data required by law',
                  'Legal obligation (Section 24(6))',
                ],
                [
                  'Establishing, exercising or defending legal claims',
                  'Data related to the dispute',
                  'Legitimate interest (Section 24(5)) and Section 26(4)',
                ],
              ],
            },
          },
          {
            p: 'If you do not provide data needed to perform the contract (such as an e-mail address to create an account, or the data in an application), we may not be able to provide that service. Declining consent for analytics cookies, sensitive data or marketing does not affect your use of the core services.',
          },
        ],
      },
      {
        id: 'disclosure',
        heading: 'Who receives your data',
        blocks: [
          { p: 'We do not sell your personal data. We disclose it only as far as necessary to:' },
          {
            ul: [
              'Employers you apply to: they receive your profile, résumé and application for that position, and sensitive data only with your explicit consent.',
              'Employers searching for candidates: they see your profile only while you have made it visible; you can turn this off at any time on your profile page.',
              'Data processors acting for us under data processing agreements that allow them to use the data only on our instructions: cloud hosting and database providers, our identity provider (Google Firebase Authentication / Identity Platform), e-mail delivery providers, analytics providers (with your consent) and customer support tools.',
              'Professional advisers such as auditors and lawyers, who are bound by confidentiality.',
              'Government agencies, courts or officials when a law or a lawful order requires it.',
              'A buyer or successor in a merger, acquisition or transfer of business, who must protect the data at least as well as this notice; we will inform you in advance.',
            ],
          },
        ],
      },
      {
        id: 'transfer',
        heading: 'Cross-border transfers',
        blocks: [
          {
            p: 'Some of our cloud, identity and e-mail providers may store or process data on servers outside Thailand, for example in Singapore, the European Union or the United States.',
          },
          {
            p: 'We transfer data abroad in accordance with Sections 28 and 29 of the PDPA and the related notifications of the Personal Data Protection Committee: the destination must have adequate data protection standards, or we put appropriate safeguards in place such as standard contractual clauses or binding corporate rules, or a statutory exception applies, for example performance of a contract to which you are a party. You may request a copy of these safeguards from the DPO.',
          },
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep your data',
        blocks: [
          { p: 'We keep data only as long as needed for its purposes, then delete or anonymise it:' },
          {
            table: {
              head: ['Data', 'Retention period'],
              rows: [
                [
                  'Account and profile',
                  'While your account is active; deleted within 30 days after a confirmed account deletion request. Accounts inactive for 3 years receive a reminder e-mail before deletion.',
                ],
                ['Uploaded résumés', 'Until you delete or replace the file, or your account is deleted.'],
                [
                  'Application data',
                  "2 years from the application date, so that you and the employer can review the history and to handle possible disputes. Copies held by employers follow the employer's own policy.",
                ],
                ['Contact form messages', '2 years from receipt.'],
                [
                  'System logs and computer traffic data',
                  'At least 90 days as required by the Computer Crime Act, and no longer than 1 year.',
                ],
                ['Analytics cookies', 'Up to 13 months.'],
                [
                  'Records of consent and withdrawal',
                  'While the consent is in effect and 10 years afterwards (general limitation period).',
                ],
                [
                  'Employer accounting and tax records (if any)',
                  '5 years under the Accounting Act and the Revenue Code.',
                ],
                ['Backups', 'Overwritten on a cycle of no more than 90 days.'],
              ],
            },
          },
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        blocks: [
          { p: 'Under the PDPA you have the right to:' },
          {
            ul: [
              'Access your personal data and obtain a copy, and ask us to disclose how we obtained data you did not consent to (Section 30).',
              'Rectification: have your data corrected, kept up to date, completed and not misleading (Sections 35 and 36); most of it you can edit yourself on your profile page.',
              'Erasure: have your data deleted, destroyed or anonymised (Section 33), including deleting your account.',
              'Restriction of processing (Section 34).',
              'Data portability: receive your data, or have it sent to another controller, in a commonly used machine-readable format (Section 31).',
              'Object to processing based on legitimate interest, and to direct marketing at any time (Section 32).',
              'Withdraw your consent at any time, without affecting processing carried out before the withdrawal (Section 19).',
              'Complain to the Office of the Personal Data Protection Committee (PDPC) if you believe we have breached the law (Section 73); see www.pdpc.or.th.',
            ],
          },
        ],
      },
      {
        id: 'how-to',
        heading: 'How to exercise your rights',
        blocks: [
          {
            ul: [
              'Many settings are self-service: after signing in, you can edit your profile, delete your résumé, hide your profile from employers, change your privacy settings (cookies, sensitive data and marketing) and request account deletion on your profile page.',
              `For any other request, e-mail the DPO at ${COMPANY.dpoEmail} with your name, the e-mail address of your account, the account type and the right you wish to exercise.`,
              'We may ask for information needed to verify your identity before acting, so that nobody else can obtain your data.',
              'We will reply and act on your request within 30 days of receiving a complete request. If we need more time, we will tell you why within that period.',
              'Exercising your rights is free of charge, except for manifestly unfounded or excessive requests.',
              'We may refuse a request only where the law allows it, for example where we must keep data to comply with a law or to defend a legal claim, and we will give you the reasons in writing.',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        blocks: [
          {
            p: 'We use cookies that are strictly necessary for the website to work (for example to remember your language and keep you signed in) without asking for consent. We use analytics cookies only if you consent in the privacy settings. The types of cookies and how to control them are described in the Cookie policy section of our privacy policy.',
          },
        ],
      },
      {
        id: 'marketing',
        heading: 'Marketing',
        blocks: [
          {
            p: 'We send you news, articles or marketing offers only if you opt in through the privacy settings. Service messages such as e-mail verification, application status updates or changes to our terms are not marketing.',
          },
          {
            p: 'You can opt out at any time by turning off marketing in the privacy settings, using the unsubscribe link in any e-mail, or telling the DPO; we stop within 7 days.',
          },
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        blocks: [
          {
            p: 'We use appropriate organisational and technical measures, including encryption in transit (HTTPS/TLS), role-based access control on a least-privilege basis, separation of candidate and employer accounts, résumé access limited to their owner and the employers they applied to, access logging and review, backups and staff training. Details are in our privacy policy.',
          },
          {
            p: "If a personal data breach occurs, we will notify the PDPC within 72 hours of becoming aware of it, unless it is unlikely to affect anyone's rights and freedoms, and we will inform you without delay, with remedial steps, where the risk is high.",
          },
        ],
      },
      {
        id: 'children',
        heading: 'Minors',
        blocks: [
          {
            p: 'Our services are intended for people aged 15 or over, the minimum working age under Thai labour law. We do not knowingly collect data from anyone under 15. For minors under 20, where processing relies on consent, we also obtain the consent of the person exercising parental power, as required by Section 20 of the PDPA. If we learn that we hold data without valid consent, we delete it promptly. Parents may contact the DPO at any time.',
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this notice',
        blocks: [
          {
            p: 'We may update this notice from time to time. The current version is always published on this page with its effective date. We will tell you about material changes, such as new purposes or new kinds of recipients, by e-mail or on the website at least 30 days in advance, and ask for new consent where the law requires it.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        blocks: [
          {
            ul: [
              `Data Protection Officer: ${COMPANY.dpoEmail}`,
              `Customer support: ${COMPANY.email}, phone ${COMPANY.phone}, LINE ${COMPANY.line}, daily 8.00 - 17.30`,
              `Address: ${CONTROLLER}, ${COMPANY.addressEn}`,
              'Office of the Personal Data Protection Committee (PDPC): www.pdpc.or.th',
            ],
          },
        ],
      },
    ],
  },
  policy: {
    title: 'Privacy policy',
    version: '1.0',
    effectiveDate: EFFECTIVE,
    intro: [
      `${CONTROLLER}, the operator of JobPortal, adopts this privacy policy to set out the principles and measures by which it protects the personal data of candidates, employers and every other user, in accordance with the Personal Data Protection Act B.E. 2562 (2019) and related laws.`,
      'This policy complements our privacy notice, which lists in detail the data we collect, our purposes, legal bases and retention periods. The Thai version prevails if the two versions differ.',
    ],
    sections: [
      {
        id: 'scope',
        heading: 'Scope',
        blocks: [
          {
            p: 'This policy covers all personal data the Company processes through the JobPortal website, back-office systems, e-mail and customer support channels, in electronic or paper form, and binds our employees, contractors and the data processors working for us.',
          },
        ],
      },
      {
        id: 'definitions',
        heading: 'Definitions',
        blocks: [
          {
            ul: [
              '"Personal data" means any information relating to a person which enables that person to be identified, directly or indirectly, but not information of deceased persons.',
              '"Sensitive personal data" means data under Section 26 of the PDPA, such as racial or ethnic origin, religious or philosophical beliefs, health data, disability, biometric data and criminal records.',
              '"Data controller" means the person who decides on the collection, use or disclosure of personal data.',
              '"Data processor" means a person who processes personal data on the instructions or on behalf of a data controller.',
              '"Cookies" means small data files or similar technologies (such as local storage) stored on your device when you use the website.',
            ],
          },
        ],
      },
      {
        id: 'principles',
        heading: 'Data protection principles',
        blocks: [
          {
            ul: [
              'Lawfulness, fairness and transparency: we process data only on a legal basis and tell data subjects in advance.',
              'Purpose limitation: we use data only for the purposes we have stated; for a new purpose we inform you and obtain consent where the law requires it.',
              'Data minimisation: we ask only for what we need and never require candidates to give sensitive data.',
              'Accuracy: data subjects can correct their own data at any time.',
              'Storage limitation: we delete or anonymise data once it is no longer needed.',
              'Security: we apply measures appropriate to the risk.',
              'Accountability: we have a DPO, keep a record of processing activities (ROPA) and review this policy at least once a year.',
            ],
          },
        ],
      },
      {
        id: 'data',
        heading: 'Data we process and why',
        blocks: [
          {
            p: 'We process account data, profile data, résumés, application data, employer contact data, usage data and cookies, and communications, to provide job search and recruitment services, keep the service secure, comply with the law and, with your consent, for analytics and marketing. The detailed list of data, purposes and legal bases is in our privacy notice.',
          },
        ],
      },
      {
        id: 'sensitive',
        heading: 'Sensitive personal data',
        blocks: [
          {
            p: 'Sensitive data such as nationality (where it may reveal racial or ethnic origin) and religion is collected, used and disclosed for depositing data, job placement and applying only with your explicit consent in the privacy settings. This consent is separate from accepting the terms of service, is never pre-selected and can be withdrawn at any time. When you withdraw it, we stop disclosing that data to new employers and delete it within 30 days.',
          },
          {
            p: 'We do not use sensitive data in AI ranking or job matching, and employers are prohibited from using it to discriminate unfairly.',
          },
        ],
      },
      {
        id: 'sharing',
        heading: 'Disclosure and data processors',
        blocks: [
          {
            p: 'We disclose data to employers only as a result of your actions (applying for a job or making your profile searchable). Under our terms of service, employers agree to use candidate data for recruitment only, never to sell it or use it for marketing, and to comply with the PDPA as data controllers.',
          },
          {
            p: 'Every data processor signs a data processing agreement with us requiring it to process data only on our instructions, keep it confidential, apply appropriate security, report breaches without delay, and delete or return the data when the contract ends.',
          },
        ],
      },
      {
        id: 'transfer',
        heading: 'Cross-border transfers',
        blocks: [
          {
            p: 'We transfer data to providers abroad only where the destination has adequate protection standards or appropriate safeguards such as standard contractual clauses are in place under Sections 28 and 29 of the PDPA, or where a statutory exception applies.',
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookie policy',
        blocks: [
          { p: 'We use the following types of cookies and similar technologies:' },
          {
            table: {
              head: ['Type', 'Examples and purpose', 'Duration', 'Consent required'],
              rows: [
                [
                  'Strictly necessary',
                  'Remembering your language (Thai or English) and your sign-in session with our identity provider; protecting against attacks and abuse',
                  'Language cookie 365 days; sign-in data until you sign out',
                  'No',
                ],
                [
                  'Preference',
                  'Remembering choices you make, such as your privacy settings and display preferences',
                  'Up to 12 months',
                  'No (set at your request)',
                ],
                [
                  'Analytics',
                  'Counting visitors, pages viewed and site performance to improve the service',
                  'Up to 13 months',
                  'Yes',
                ],
                [
                  'Marketing',
                  'We currently use no third-party advertising cookies; if we do in future, we will ask for your consent first',
                  '-',
                  'Yes',
                ],
              ],
            },
          },
          {
            p: 'How to control cookies: candidates can change the analytics cookie setting at any time in the privacy settings on their profile page, and anyone can delete or block cookies in their browser settings (Chrome, Safari, Firefox, Edge, ...). Blocking strictly necessary cookies may stop sign-in or language selection from working.',
          },
        ],
      },
      {
        id: 'marketing',
        heading: 'Marketing and communications',
        blocks: [
          {
            p: 'All marketing is opt-in: the marketing switch in the privacy settings is never pre-selected. You can opt out at any time in the privacy settings, through the unsubscribe link in every marketing e-mail, or by telling the DPO. We never pass our subscriber list to third parties for their own marketing.',
          },
        ],
      },
      {
        id: 'security',
        heading: 'Security measures',
        blocks: [
          {
            ul: [
              'Encryption in transit (HTTPS/TLS) and encryption of data stored in the cloud.',
              'Passwords are handled by our identity provider in one-way hashed form; we never store or log passwords in our systems.',
              'Candidate and employer accounts are separated, every request is authorised, and résumés are available only to their owner and to employers who received an application.',
              'Staff access on a need-to-know basis, multi-factor authentication for back-office systems, and access logs kept for review.',
              'Checks on the type and size of uploaded files, HTML sanitisation against malicious scripts, and rate limits against abuse.',
              'Regular backups with restore tests, and timely software updates to close vulnerabilities.',
              'Data protection and security training for staff at least once a year, and a breach response plan that includes notifying the PDPC within 72 hours.',
            ],
          },
        ],
      },
      {
        id: 'retention',
        heading: 'Retention and destruction',
        blocks: [
          {
            p: 'We keep data for the periods stated in our privacy notice. When a period ends, the data is deleted from our live systems within 30 days and overwritten in backups within 90 days, or anonymised for statistics.',
          },
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights and how to use them',
        blocks: [
          {
            p: `You have the right to access, obtain a copy, rectify, erase, restrict, port, object, withdraw consent and complain to the Office of the Personal Data Protection Committee. Use them yourself on your profile page or by sending a request to the DPO at ${COMPANY.dpoEmail}. We verify the requester's identity and reply within 30 days of receiving a complete request, free of charge.`,
          },
        ],
      },
      {
        id: 'children',
        heading: 'Minors',
        blocks: [
          {
            p: 'The service is intended for people aged 15 or over. For minors under 20, where processing relies on consent, we also obtain the consent of the person exercising parental power under Section 20 of the PDPA.',
          },
        ],
      },
      {
        id: 'third-party',
        heading: 'Third-party websites and services',
        blocks: [
          {
            p: "Our website may link to employers' and other third-party websites, and offers sign-in with Google or Facebook; these have their own privacy policies. We are not responsible for their processing of personal data; please read their policies before giving them your data.",
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Review and changes',
        blocks: [
          {
            p: 'We review this policy at least once a year, and whenever the law or our services change. The current version is published on this page with its effective date. Material changes are announced at least 30 days in advance by e-mail or on the website.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          {
            ul: [
              `Data Protection Officer (DPO): ${COMPANY.dpoEmail}`,
              `Customer support: ${COMPANY.email}, phone ${COMPANY.phone}, daily 8.00 - 17.30`,
              `${CONTROLLER}, ${COMPANY.addressEn}`,
              'Office of the Personal Data Protection Committee (PDPC): www.pdpc.or.th',
            ],
          },
        ],
      },
    ],
  },
};
