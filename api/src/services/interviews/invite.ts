import { INTERVIEW_TIME_ZONE, type InterviewMode } from '@jobportal/contracts';
import { contentLines, escapeText, paramValue, utcStamp } from './ical';
import { bangkokLocal, formatThaiTime } from './thai-time';

export type InviteMethod = 'REQUEST' | 'CANCEL';

export interface InviteParty {
  name: string;
  email: string;
}

/** What an invite says; one interview keeps one UID, and each change a calendar must apply raises the sequence. */
export interface InviteInput {
  method: InviteMethod;
  interviewId: string;
  /** the host part of the UID (the portal's domain) */
  domain: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  mode: InterviewMode;
  location: string;
  note: string;
  jobTitle: string;
  companyTh: string;
  companyEn: string;
  /** the page where the candidate or the team finds the interview */
  link: string;
  organizer: InviteParty;
  attendees: InviteParty[];
  /** the cancellation's reason */
  reason?: string;
  /** DTSTAMP (now) */
  stamp?: Date;
}

/** Asia/Bangkok: one STANDARD rule at +07:00 (no daylight saving), so every calendar resolves the TZID the same. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${INTERVIEW_TIME_ZONE}`,
  `X-LIC-LOCATION:${INTERVIEW_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:ICT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function description(i: InviteInput): string {
  const start = i.startsAt;
  const th = [
    i.method === 'CANCEL' ? 'ยกเลิกนัดสัมภาษณ์' : 'นัดสัมภาษณ์งาน',
    `ตำแหน่ง: ${i.jobTitle}`,
    `บริษัท: ${i.companyTh}`,
    `เวลา: ${formatThaiTime(start, 'th')} (${i.durationMinutes} นาที)`,
    `${i.mode === 'video' ? 'ลิงก์วิดีโอคอล' : 'สถานที่'}: ${i.location}`,
    ...(i.note ? [`หมายเหตุ: ${i.note}`] : []),
    ...(i.reason ? [`เหตุผลที่ยกเลิก: ${i.reason}`] : []),
  ];
  const en = [
    i.method === 'CANCEL' ? 'Interview cancelled' : 'Job interview',
    `Position: ${i.jobTitle}`,
    `Company: ${i.companyEn || i.companyTh}`,
    `Time: ${formatThaiTime(start, 'en')} (${i.durationMinutes} minutes)`,
    `${i.mode === 'video' ? 'Video link' : 'Address'}: ${i.location}`,
    ...(i.note ? [`Note: ${i.note}`] : []),
    ...(i.reason ? [`Reason: ${i.reason}`] : []),
  ];
  return [...th, '', ...en, '', i.link].join('\n');
}

/**
 * The .ics of an interview (RFC 5545 + iTIP, RFC 5546): METHOD:REQUEST for the invite and every update,
 * METHOD:CANCEL with STATUS:CANCELLED for a cancellation, the same UID throughout and the interview's SEQUENCE, the
 * start in Thai time with its VTIMEZONE, Thai then English text.
 */
export function interviewIcs(i: InviteInput): string {
  const end = new Date(i.startsAt.getTime() + i.durationMinutes * 60_000);
  const cancel = i.method === 'CANCEL';
  const summaryTh = `${cancel ? 'ยกเลิก: ' : ''}สัมภาษณ์งาน ${i.jobTitle} - ${i.companyTh}`;
  const summaryEn = `${cancel ? 'Cancelled: ' : ''}Interview ${i.jobTitle} - ${i.companyEn || i.companyTh}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//JobPortal//Interviews//TH',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${i.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${i.interviewId}@${i.domain}`,
    `SEQUENCE:${i.sequence}`,
    `DTSTAMP:${utcStamp(i.stamp ?? new Date())}`,
    `DTSTART;TZID=${INTERVIEW_TIME_ZONE}:${bangkokLocal(i.startsAt)}`,
    `DTEND;TZID=${INTERVIEW_TIME_ZONE}:${bangkokLocal(end)}`,
    `SUMMARY:${escapeText(`${summaryTh} / ${summaryEn}`)}`,
    `DESCRIPTION:${escapeText(description(i))}`,
    `LOCATION:${escapeText(i.location)}`,
    ...(i.mode === 'video' ? [`URL:${i.location}`] : []),
    `ORGANIZER;CN=${paramValue(i.organizer.name)}:mailto:${i.organizer.email}`,
    ...i.attendees.map(
      (a) =>
        `ATTENDEE;CN=${paramValue(a.name || a.email)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${a.email}`,
    ),
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return contentLines(lines);
}
