import type { Locale } from '../kinds';
import { shortBaht } from '@jobportal/contracts';

/** The words of the e-mails, Thai and English (statuses as the candidate area names them). */
export const STATUS: Record<Locale, Record<string, string>> = {
  th: {
    applied: 'สมัครแล้ว',
    reviewing: 'กำลังพิจารณา',
    shortlisted: 'ผ่านการคัดเลือกเบื้องต้น',
    interview: 'นัดสัมภาษณ์',
    offered: 'ได้รับข้อเสนองาน',
    hired: 'ได้รับการจ้างงาน',
    rejected: 'ไม่ผ่านการคัดเลือก',
    withdrawn: 'ถอนใบสมัครแล้ว',
  },
  en: {
    applied: 'Applied',
    reviewing: 'Reviewing',
    shortlisted: 'Shortlisted',
    interview: 'Interview',
    offered: 'Offered',
    hired: 'Hired',
    rejected: 'Not selected',
    withdrawn: 'Withdrawn',
  },
};

export const WORDS = {
  th: {
    portal: 'JobPortal',
    statusSubject: (job: string) => `อัปเดตสถานะใบสมัคร: ${job}`,
    statusBody: (job: string, to: string) => `ใบสมัครงาน "${job}" ของคุณเปลี่ยนสถานะเป็น "${to}"`,
    viewApplications: 'ดูใบสมัครของฉัน',
    newSubject: (job: string) => `มีผู้สมัครใหม่: ${job}`,
    newBody: (job: string) => `มีผู้สมัครงานตำแหน่ง "${job}" เพิ่ม 1 คน`,
    withdrawnSubject: (job: string) => `ผู้สมัครถอนใบสมัคร: ${job}`,
    withdrawnBody: (job: string) => `ผู้สมัครงานตำแหน่ง "${job}" ถอนใบสมัคร 1 คน`,
    viewApplicants: 'ดูผู้สมัคร',
    expiringSubject: (job: string) => `ประกาศงานใกล้หมดอายุ: ${job}`,
    expiringBody: (job: string, date: string) => `ประกาศงาน "${job}" จะหมดอายุในวันที่ ${date}`,
    viewJob: 'จัดการประกาศงาน',
    digestSubject: (name: string, n: number) => `งานใหม่ ${n} ตำแหน่งสำหรับ "${name}"`,
    moderatedSubject: (job: string, action: string) =>
      action === 'approve'
        ? `ประกาศงานกลับมาแสดงแล้ว: ${job}`
        : action === 'take_down'
          ? `ประกาศงานถูกนำออกจากเว็บไซต์: ${job}`
          : `ประกาศงานถูกระงับชั่วคราวเพื่อตรวจสอบ: ${job}`,
    moderatedBody: (job: string, action: string, reason: string) =>
      `${
        action === 'approve'
          ? `ทีมงานตรวจสอบประกาศงาน "${job}" แล้ว ประกาศกลับมาแสดงบนเว็บไซต์ตามปกติ`
          : action === 'take_down'
            ? `ประกาศงาน "${job}" ถูกนำออกจากเว็บไซต์โดยทีมงาน`
            : `ประกาศงาน "${job}" ถูกระงับการแสดงชั่วคราวระหว่างการตรวจสอบของทีมงาน`
      }${reason ? ` เหตุผล: ${reason}` : ''}`,
    verifiedSubject: 'บริษัทของคุณได้รับการยืนยันแล้ว',
    verifiedBody: 'ทีมงานตรวจสอบเอกสารแล้ว บริษัทของคุณได้รับเครื่องหมายยืนยันบนเว็บไซต์',
    verificationRejectedSubject: 'คำขอยืนยันบริษัทไม่ผ่านการตรวจสอบ',
    verificationRejectedBody: (reason: string) =>
      `คำขอยืนยันบริษัทของคุณไม่ผ่านการตรวจสอบ เหตุผล: ${reason} คุณสามารถส่งเอกสารใหม่ได้`,
    suspendedSubject: 'บัญชีบริษัทของคุณถูกระงับ',
    suspendedBody: (reason: string) =>
      `บัญชีบริษัทของคุณถูกระงับ ประกาศงานทั้งหมดไม่แสดงบนเว็บไซต์และไม่สามารถเข้าสู่ระบบได้ เหตุผล: ${reason}`,
    reinstatedSubject: 'บัญชีบริษัทของคุณกลับมาใช้งานได้แล้ว',
    reinstatedBody: 'บัญชีบริษัทของคุณกลับมาใช้งานได้ตามปกติ ประกาศงานกลับมาแสดงบนเว็บไซต์แล้ว',
    viewCompany: 'ดูข้อมูลบริษัท',
    contactUs: 'ติดต่อทีมงาน',
    digestBody: (name: string) => `งานใหม่ที่ตรงกับการแจ้งเตือน "${name}" ของคุณ`,
    digestBodyUnnamed: 'งานใหม่ที่ตรงกับการแจ้งเตือนงานของคุณ',
    recommendationsSubject: (n: number) => `งานที่คุณอาจสนใจประจำสัปดาห์ ${n} ตำแหน่ง`,
    recommendationsHeading: 'งานที่คุณอาจสนใจ',
    recommendationsBody:
      'AI จับคู่งานเลือกงานที่ยังเปิดรับสมัครและตรงกับโปรไฟล์ของคุณมากที่สุดในสัปดาห์นี้ (งานที่คุณสมัครแล้วหรือเคยได้รับทางอีเมลจะไม่แสดงซ้ำ)',
    seeMatches: 'ดูงานที่ตรงกับโปรไฟล์ทั้งหมด',
    salary: 'เงินเดือน',
    province: 'จังหวัด',
    workMode: 'รูปแบบการทำงาน',
    posted: 'ประกาศเมื่อ',
    negotiable: 'ตามตกลง',
    salaryFrom: 'เริ่มต้น',
    salaryUpTo: 'สูงสุด',
    messageToCandidateSubject: (company: string) => `ข้อความใหม่จาก ${company}`,
    messageToCandidateBody: (company: string, job: string) =>
      `${company} ส่งข้อความถึงคุณเกี่ยวกับใบสมัครตำแหน่ง "${job}" กรุณาเข้าสู่ระบบเพื่ออ่านและตอบกลับ`,
    messageToCompanySubject: (job: string) => `ข้อความใหม่จากผู้สมัคร: ${job}`,
    messageToCompanyBody: (job: string) =>
      `ผู้สมัครตำแหน่ง "${job}" ส่งข้อความถึงทีมของคุณ กรุณาเข้าสู่ระบบเพื่ออ่านและตอบกลับ`,
    readMessage: 'อ่านข้อความ',
    invitationSubject: (company: string, job: string) => `${company} เชิญคุณสมัครงานตำแหน่ง ${job}`,
    invitationBody: (company: string, job: string) =>
      `${company} เห็นโปรไฟล์ของคุณและเชิญให้คุณสมัครงานตำแหน่ง "${job}" ดูรายละเอียดงานและสมัครได้จากลิงก์ด้านล่าง`,
    viewInvitedJob: 'ดูรายละเอียดงาน',
    seeAll: 'ดูงานทั้งหมด',
    unsubscribe: 'ยกเลิกการรับอีเมลประเภทนี้',
    preferences: 'ตั้งค่าการรับอีเมล',
    why: 'คุณได้รับอีเมลนี้เพราะมีบัญชีกับ JobPortal',
  },
  en: {
    portal: 'JobPortal',
    statusSubject: (job: string) => `Application update: ${job}`,
    statusBody: (job: string, to: string) => `Your application for "${job}" is now "${to}"`,
    viewApplications: 'View my applications',
    newSubject: (job: string) => `New applicant: ${job}`,
    newBody: (job: string) => `One new application for "${job}"`,
    withdrawnSubject: (job: string) => `Application withdrawn: ${job}`,
    withdrawnBody: (job: string) => `An applicant withdrew their application for "${job}"`,
    viewApplicants: 'View applicants',
    expiringSubject: (job: string) => `Job ad about to expire: ${job}`,
    expiringBody: (job: string, date: string) => `Your job ad "${job}" expires on ${date}`,
    viewJob: 'Manage the job ad',
    digestSubject: (name: string, n: number) => `${n} new ${n === 1 ? 'job' : 'jobs'} for "${name}"`,
    moderatedSubject: (job: string, action: string) =>
      action === 'approve'
        ? `Your job ad is live again: ${job}`
        : action === 'take_down'
          ? `Your job ad was taken down: ${job}`
          : `Your job ad is on hold for review: ${job}`,
    moderatedBody: (job: string, action: string, reason: string) =>
      `${
        action === 'approve'
          ? `Our team reviewed your job ad "${job}": it is on the site again`
          : action === 'take_down'
            ? `Our team took your job ad "${job}" off the site`
            : `Your job ad "${job}" is off the site while our team reviews it`
      }${reason ? `. Reason: ${reason}` : ''}`,
    verifiedSubject: 'Your company is verified',
    verifiedBody: 'Our team checked your documents: your company now shows the verified badge',
    verificationRejectedSubject: 'Your company verification was not approved',
    verificationRejectedBody: (reason: string) =>
      `Your company verification request was not approved. Reason: ${reason}. You may send a new document.`,
    suspendedSubject: 'Your company account is suspended',
    suspendedBody: (reason: string) =>
      `Your company account is suspended: its job ads are off the site and its sign-ins are refused. Reason: ${reason}`,
    reinstatedSubject: 'Your company account is active again',
    reinstatedBody: 'Your company account is active again and its job ads are back on the site',
    viewCompany: 'View my company',
    contactUs: 'Contact us',
    digestBody: (name: string) => `New jobs matching your alert "${name}"`,
    digestBodyUnnamed: 'New jobs matching your job alert',
    recommendationsSubject: (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'} you may like this week`,
    recommendationsHeading: 'Jobs you may like',
    recommendationsBody:
      "Our AI matching picked this week's open jobs that fit your profile best (jobs you applied to or were already e-mailed about are left out)",
    seeMatches: 'See all jobs that match your profile',
    salary: 'Salary',
    province: 'Province',
    workMode: 'Work mode',
    posted: 'Posted',
    negotiable: 'Negotiable',
    salaryFrom: 'From',
    salaryUpTo: 'Up to',
    messageToCandidateSubject: (company: string) => `New message from ${company}`,
    messageToCandidateBody: (company: string, job: string) =>
      `${company} sent you a message about your application for "${job}". Sign in to read and reply.`,
    messageToCompanySubject: (job: string) => `New message from an applicant: ${job}`,
    messageToCompanyBody: (job: string) =>
      `An applicant for "${job}" sent your team a message. Sign in to read and reply.`,
    readMessage: 'Read the message',
    invitationSubject: (company: string, job: string) => `${company} invites you to apply: ${job}`,
    invitationBody: (company: string, job: string) =>
      `${company} saw your profile and invites you to apply for "${job}". See the job and apply through the link below.`,
    viewInvitedJob: 'View the job',
    seeAll: 'See all jobs',
    unsubscribe: 'Unsubscribe from these e-mails',
    preferences: 'E-mail preferences',
    why: 'You receive this e-mail because you have a JobPortal account',
  },
} as const;

/**
 * A job's salary as the job pages show it (spec section 9, mf-shared-ui formatSalary): "฿30k - ฿50k",
 * "เริ่มต้น ฿25k", "สูงสุด ฿80k", and "ตามตกลง" when it is hidden (negotiable) or unknown.
 */
export function formatSalary(
  s: { min: number | null; max: number | null; negotiable: boolean },
  locale: Locale,
): string {
  const w = WORDS[locale];
  if (s.negotiable || (s.min == null && s.max == null)) return w.negotiable;
  if (s.min != null && s.max != null)
    return s.min === s.max ? `฿${shortBaht(s.min)}` : `฿${shortBaht(s.min)} - ฿${shortBaht(s.max)}`;
  if (s.min != null) return `${w.salaryFrom} ฿${shortBaht(s.min)}`;
  return `${w.salaryUpTo} ฿${shortBaht(s.max as number)}`;
}

/** A posting date on the Bangkok calendar: "6 ธ.ค. 2569" (th-TH's Buddhist era, as the site's dates), "6 Dec 2026". */
export function formatMailDate(iso: string, locale: Locale): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }).format(at);
}
