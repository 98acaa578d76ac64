import type { ContactStrings } from './th';

/** Namespace 'public-contact', English. Same keys as th.ts (the type makes sure). */
export const en: ContactStrings = {
  meta: {
    contact: {
      title: 'Contact us',
      description:
        'Reach the JobPortal team by e-mail, phone or LINE daily 8.00 - 17.30, or send us a message with the form.',
    },
  },
  contact: {
    title: 'Contact us',
    intro: 'Questions about finding a job, posting a job or your personal data? Our team is happy to help.',
    detailsTitle: 'How to reach us',
    email: 'E-mail',
    phone: 'Phone',
    line: 'LINE',
    address: 'Address',
    hours: 'Opening hours',
    hoursValue: 'Daily 8.00 - 17.30',
    replyTime: 'We answer every message within 1-2 business days',
    formTitle: 'Send us a message',
    fields: {
      name: 'Full name',
      namePlaceholder: 'Your name',
      email: 'E-mail',
      emailPlaceholder: 'name@example.com',
      topic: 'Topic',
      topicPlaceholder: 'Choose a topic',
      message: 'Message',
      messagePlaceholder: 'How can we help?',
    },
    topics: {
      general: 'General enquiry',
      candidate: 'For job seekers',
      employer: 'For employers',
      technical: 'Technical problem',
      privacy: 'Personal data and privacy',
    },
    validation: {
      nameRequired: 'Please enter your name',
      nameMax: 'The name must be at most {{count}} characters',
      topicRequired: 'Please choose a topic',
      messageRequired: 'Please enter a message',
      messageMin: 'The message must be at least {{count}} characters',
      messageMax: 'The message must be at most {{count}} characters',
    },
    privacyHint: 'We use what you send only to answer your enquiry. Read our',
    privacyLink: 'privacy notice',
    submit: 'Send message',
    success: {
      title: 'Message sent',
      description:
        'Thank you for contacting us. Our team will reply by e-mail within 1-2 business days (daily 8.00 - 17.30).',
    },
    error: 'The message could not be sent. Please try again.',
  },
};
