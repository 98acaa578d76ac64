import { zip } from './zip';

export interface ExportContent {
  role: 'candidate' | 'corporate';
  subject: string;
  identity: Record<string, unknown> | null;
  /** Table name -> the rows held about the person in it. */
  tables: Record<string, Record<string, unknown>[]>;
  files: { id: string; name: string; data: Buffer }[];
}

const TABLE_LABELS: Record<string, string> = {
  candidate: 'โปรไฟล์ / Profile',
  pdpa_consent_history: 'ประวัติการให้ความยินยอม / Consent history',
  application: 'การสมัครงาน / Applications',
  application_status_history: 'ประวัติสถานะการสมัคร / Application status history',
  screening_answer: 'คำตอบคำถามคัดกรองตอนสมัครงาน / Your answers to screening questions',
  favourite: 'งานที่บันทึกไว้ / Saved jobs',
  candidate_profile_view: 'บริษัทที่ดูโปรไฟล์ / Companies that viewed your profile',
  job_view: 'งานที่เคยดู / Jobs viewed',
  activity_event: 'กิจกรรม / Activity',
  file: 'ไฟล์ที่อัปโหลด / Uploaded files',
  contact_message: 'ข้อความติดต่อ / Contact messages',
  data_export: 'คำขอดาวน์โหลดข้อมูล / Data downloads',
  corporate_account: 'บัญชีผู้ใช้ / Account',
  company: 'บริษัท / Company',
  job: 'ประกาศงาน / Jobs',
  application_counts: 'จำนวนผู้สมัคร / Application counts',
  application_note: 'บันทึกที่คุณเขียน / Notes you wrote',
  job_invitation: 'คำเชิญให้สมัครงานจากบริษัท / Invitations to apply from companies',
  application_message: 'ข้อความเกี่ยวกับใบสมัคร / Messages about applications',
  application_message_read: 'การอ่านข้อความ / When you read the messages',
  interview: 'นัดสัมภาษณ์ / Interviews',
  interview_slot: 'เวลาสัมภาษณ์ที่บริษัทเสนอ / Interview times offered',
};

function fileEntryName(f: { id: string; name: string }): string {
  return `files/${f.id}-${f.name.replace(/[/\\]/g, '_')}`;
}

/** The readable summary (Thai, then English), for a person rather than a program. */
export function summaryText(c: ExportContent, at: Date): string {
  const lines = [
    'ข้อมูลส่วนบุคคลของคุณ / Your personal data',
    `จัดทำเมื่อ / Prepared at: ${at.toISOString()}`,
    '',
    'ไฟล์ data.json มีข้อมูลทั้งหมดที่เราเก็บเกี่ยวกับคุณ แยกตามตาราง; โฟลเดอร์ files มีไฟล์ที่คุณอัปโหลด',
    'data.json holds everything we keep about you, table by table; the files folder holds what you uploaded.',
    '',
  ];
  const email = c.identity?.email ?? c.tables.candidate?.[0]?.email ?? c.tables.corporate_account?.[0]?.email;
  if (email) lines.push(`อีเมล / E-mail: ${String(email)}`);
  const p = c.tables.candidate?.[0];
  if (p) {
    lines.push(`ชื่อ / Name: ${String(p.first_name ?? '')} ${String(p.last_name ?? '')}`.trimEnd());
    lines.push(
      `ความยินยอม / Consents: pdpa=${String(p.consent_pdpa)} cookie=${String(p.consent_cookie)} marketing=${String(p.consent_marketing)}`,
    );
  }
  lines.push('');
  for (const [table, rows] of Object.entries(c.tables)) {
    lines.push(`${TABLE_LABELS[table] ?? table}: ${rows.length}`);
  }
  const apps = c.tables.application ?? [];
  if (apps.length) {
    lines.push('', 'การสมัครงาน / Applications:');
    for (const a of apps)
      lines.push(
        `- ${String(a.job_title)} (${String(a.company_name_th)}): ${String(a.status)}, ${String(a.applied_at)}`,
      );
  }
  if (c.files.length) {
    lines.push('', 'ไฟล์ / Files:');
    for (const f of c.files) lines.push(`- ${fileEntryName(f)} (${f.data.length} bytes)`);
  }
  return lines.join('\n') + '\n';
}

/** The archive: data.json (machine-readable), summary.txt (readable), files/ (the uploads as they were sent). */
export function buildArchive(c: ExportContent, at = new Date()): Buffer {
  const json = {
    format: 'jobportal-personal-data/1',
    prepared_at: at.toISOString(),
    role: c.role,
    identity: c.identity,
    tables: c.tables,
    files: c.files.map((f) => ({ id: f.id, name: f.name, path: fileEntryName(f), size: f.data.length })),
  };
  return zip(
    [
      { name: 'data.json', data: Buffer.from(JSON.stringify(json, null, 2)) },
      { name: 'summary.txt', data: Buffer.from(summaryText(c, at)) },
      ...c.files.map((f) => ({ name: fileEntryName(f), data: f.data })),
    ],
    at,
  );
}
