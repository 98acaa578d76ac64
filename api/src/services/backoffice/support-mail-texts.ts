import type { ContactTopic } from '@jobportal/contracts';

export type MailLocale = 'th' | 'en';

/** The words of a support reply e-mail, Thai and English (the contact form's topics as the form names them). */
export const SUPPORT_WORDS = {
  th: {
    portal: 'JobPortal',
    subject: (topic: string) => `ตอบกลับข้อความของคุณถึง JobPortal: ${topic}`,
    greeting: (name: string) => `เรียน คุณ${name}`,
    signature: 'ทีมงาน JobPortal',
    replyHint: 'หากต้องการติดต่อเพิ่มเติม ตอบกลับอีเมลนี้ได้เลย',
    quoteLead: (at: string) => `ข้อความของคุณเมื่อ ${at}:`,
    why: 'คุณได้รับอีเมลนี้เพราะได้ส่งข้อความถึงเราทางหน้าติดต่อเรา',
    dateLocale: 'th-TH',
    topics: {
      general: 'สอบถามทั่วไป',
      candidate: 'ผู้หางาน',
      employer: 'ผู้ประกอบการ',
      technical: 'ปัญหาการใช้งาน',
      privacy: 'ข้อมูลส่วนบุคคล',
    } satisfies Record<ContactTopic, string>,
  },
  en: {
    portal: 'JobPortal',
    subject: (topic: string) => `Re: your message to JobPortal: ${topic}`,
    greeting: (name: string) => `Dear ${name},`,
    signature: 'The JobPortal team',
    replyHint: 'To write to us again, simply reply to this e-mail',
    quoteLead: (at: string) => `Your message of ${at}:`,
    why: 'You receive this e-mail because you wrote to us through the contact page',
    dateLocale: 'en-GB',
    topics: {
      general: 'General question',
      candidate: 'Job seekers',
      employer: 'Employers',
      technical: 'Technical problem',
      privacy: 'Personal data',
    } satisfies Record<ContactTopic, string>,
  },
} as const;
