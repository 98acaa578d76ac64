import type { Locale } from '@jobportal/contracts';

/** The words of the interview e-mails, Thai and English (the recipient's e-mail language decides). */
export const INTERVIEW_WORDS = {
  th: {
    mode: { onsite: 'สัมภาษณ์ที่บริษัท', video: 'สัมภาษณ์ออนไลน์ (วิดีโอคอล)' },
    where: { onsite: 'สถานที่', video: 'ลิงก์วิดีโอคอล' },
    minutes: (n: number) => `${n} นาที`,
    note: 'หมายเหตุจากบริษัท',
    reason: 'เหตุผล',
    attached: 'ไฟล์ปฏิทิน (.ics) แนบมากับอีเมลนี้ เปิดเพื่อเพิ่มหรืออัปเดตนัดในปฏิทินของคุณ',
    attachedCancel: 'ไฟล์ปฏิทิน (.ics) ที่แนบมาจะลบนัดนี้ออกจากปฏิทินของคุณ',
    subject: {
      proposed: (job: string, company: string) => `เชิญสัมภาษณ์งาน: ${job} - ${company}`,
      scheduled: (job: string) => `ยืนยันนัดสัมภาษณ์: ${job}`,
      rescheduled: (job: string) => `เปลี่ยนแปลงนัดสัมภาษณ์: ${job}`,
      change_requested: (job: string) => `ผู้สมัครขอเวลาสัมภาษณ์อื่น: ${job}`,
      cancelled: (job: string) => `ยกเลิกนัดสัมภาษณ์: ${job}`,
      reminder: (job: string, hours: number) =>
        `เตือนนัดสัมภาษณ์${hours >= 24 ? 'พรุ่งนี้' : 'ในอีก 1 ชั่วโมง'}: ${job}`,
      teamProposed: (job: string) => `ส่งเวลาสัมภาษณ์ใหม่ให้ผู้สมัครแล้ว: ${job}`,
    },
    candidate: {
      proposed: (job: string, company: string) =>
        `${company} ขอเชิญคุณสัมภาษณ์งานตำแหน่ง "${job}" กรุณาเลือกเวลาที่สะดวกจากตัวเลือกด้านล่าง หรือขอเวลาอื่นได้ในหน้าใบสมัครของคุณ`,
      scheduled: (job: string, company: string, when: string) =>
        `นัดสัมภาษณ์ตำแหน่ง "${job}" กับ ${company} ได้รับการยืนยันแล้ว: ${when}`,
      rescheduled: (job: string, company: string, when: string) =>
        `${company} เปลี่ยนแปลงนัดสัมภาษณ์ตำแหน่ง "${job}" เป็น: ${when}`,
      cancelled: (job: string, company: string) => `${company} ยกเลิกนัดสัมภาษณ์ตำแหน่ง "${job}" แล้ว`,
      withdrawn: (job: string, company: string) =>
        `นัดสัมภาษณ์ตำแหน่ง "${job}" กับ ${company} ถูกยกเลิก เนื่องจากคุณถอนใบสมัครแล้ว`,
      reminder: (job: string, company: string, when: string) =>
        `อย่าลืมนัดสัมภาษณ์ตำแหน่ง "${job}" กับ ${company}: ${when}`,
    },
    team: {
      proposed: (job: string) =>
        `ส่งเวลาสัมภาษณ์ใหม่ให้ผู้สมัครตำแหน่ง "${job}" แล้ว นัดเดิมถูกนำออกจากปฏิทิน ระบบจะแจ้งเมื่อผู้สมัครเลือกเวลา`,
      scheduled: (job: string, when: string) => `ผู้สมัครตำแหน่ง "${job}" เลือกเวลาสัมภาษณ์แล้ว: ${when}`,
      rescheduled: (job: string, when: string) => `นัดสัมภาษณ์ผู้สมัครตำแหน่ง "${job}" เปลี่ยนเป็น: ${when}`,
      change_requested: (job: string) =>
        `ผู้สมัครตำแหน่ง "${job}" ขอเวลาสัมภาษณ์อื่น กรุณาเข้าสู่ระบบเพื่ออ่านข้อความของผู้สมัครและเสนอเวลาใหม่`,
      cancelled: (job: string) => `นัดสัมภาษณ์ผู้สมัครตำแหน่ง "${job}" ถูกยกเลิกแล้ว`,
      withdrawn: (job: string) => `นัดสัมภาษณ์ผู้สมัครตำแหน่ง "${job}" ถูกยกเลิก เนื่องจากผู้สมัครถอนใบสมัคร`,
      reminder: (job: string, when: string) => `อย่าลืมนัดสัมภาษณ์ผู้สมัครตำแหน่ง "${job}": ${when}`,
    },
    actionCandidateChoose: 'เลือกเวลาสัมภาษณ์',
    actionCandidate: 'ดูนัดสัมภาษณ์',
    actionTeam: 'ดูใบสมัคร',
  },
  en: {
    mode: { onsite: 'On-site interview', video: 'Video interview' },
    where: { onsite: 'Address', video: 'Video link' },
    minutes: (n: number) => `${n} minutes`,
    note: 'Note from the company',
    reason: 'Reason',
    attached: 'The calendar file (.ics) attached adds or updates the interview in your calendar.',
    attachedCancel: 'The calendar file (.ics) attached removes the interview from your calendar.',
    subject: {
      proposed: (job: string, company: string) => `Interview invitation: ${job} at ${company}`,
      scheduled: (job: string) => `Interview confirmed: ${job}`,
      rescheduled: (job: string) => `Interview changed: ${job}`,
      change_requested: (job: string) => `The applicant asked for other interview times: ${job}`,
      cancelled: (job: string) => `Interview cancelled: ${job}`,
      reminder: (job: string, hours: number) =>
        `Interview reminder (${hours >= 24 ? 'tomorrow' : 'in 1 hour'}): ${job}`,
      teamProposed: (job: string) => `New interview times sent to the applicant: ${job}`,
    },
    candidate: {
      proposed: (job: string, company: string) =>
        `${company} invites you to an interview for "${job}". Please choose a time below, or ask for other times on your applications page.`,
      scheduled: (job: string, company: string, when: string) =>
        `Your interview for "${job}" with ${company} is confirmed: ${when}`,
      rescheduled: (job: string, company: string, when: string) =>
        `${company} changed your interview for "${job}" to: ${when}`,
      cancelled: (job: string, company: string) => `${company} cancelled your interview for "${job}".`,
      withdrawn: (job: string, company: string) =>
        `Your interview for "${job}" with ${company} was cancelled because you withdrew your application.`,
      reminder: (job: string, company: string, when: string) =>
        `A reminder of your interview for "${job}" with ${company}: ${when}`,
    },
    team: {
      proposed: (job: string) =>
        `New interview times were sent to the applicant for "${job}"; the former time was removed from calendars. You will hear when they choose.`,
      scheduled: (job: string, when: string) => `The applicant for "${job}" chose an interview time: ${when}`,
      rescheduled: (job: string, when: string) =>
        `The interview with the applicant for "${job}" moved to: ${when}`,
      change_requested: (job: string) =>
        `The applicant for "${job}" asked for other interview times. Sign in to read their message and propose new times.`,
      cancelled: (job: string) => `The interview with the applicant for "${job}" was cancelled.`,
      withdrawn: (job: string) =>
        `The interview with the applicant for "${job}" was cancelled because they withdrew their application.`,
      reminder: (job: string, when: string) =>
        `A reminder of the interview with the applicant for "${job}": ${when}`,
    },
    actionCandidateChoose: 'Choose a time',
    actionCandidate: 'See the interview',
    actionTeam: 'Open the application',
  },
} satisfies Record<Locale, unknown>;
