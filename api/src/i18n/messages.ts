import type { ApiErrorCode } from '@jobportal/contracts';
import type { Locale } from './locale';

type Text = Record<Locale, string>;

/** The message of every error code, in both languages. */
export const ERROR_MESSAGES: Record<ApiErrorCode, Text> = {
  VALIDATION_ERROR: { th: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง', en: 'Some fields are invalid, please check them' },
  UNAUTHENTICATED: { th: 'กรุณาเข้าสู่ระบบ', en: 'Please sign in' },
  TOKEN_INVALID: {
    th: 'เซสชันไม่ถูกต้องหรือหมดอายุ กรุณาเข้าสู่ระบบใหม่',
    en: 'Your session is invalid or has expired, please sign in again',
  },
  EMAIL_NOT_VERIFIED: { th: 'กรุณายืนยันอีเมลของคุณก่อนใช้งาน', en: 'Please verify your e-mail address first' },
  WRONG_ROLE: { th: 'บัญชีนี้ไม่มีสิทธิ์ใช้งานส่วนนี้', en: 'This account type cannot use this feature' },
  FORBIDDEN: { th: 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้', en: 'You do not have access to this resource' },
  NOT_FOUND: { th: 'ไม่พบข้อมูลที่ต้องการ', en: 'Not found' },
  JOB_NOT_FOUND: { th: 'ไม่พบตำแหน่งงานนี้', en: 'Job not found' },
  COMPANY_NOT_FOUND: { th: 'ไม่พบบริษัทนี้', en: 'Company not found' },
  CANDIDATE_NOT_FOUND: { th: 'ไม่พบผู้สมัครนี้', en: 'Candidate not found' },
  APPLICATION_NOT_FOUND: { th: 'ไม่พบใบสมัครนี้', en: 'Application not found' },
  BLOG_NOT_FOUND: { th: 'ไม่พบบทความนี้', en: 'Article not found' },
  ALREADY_APPLIED: { th: 'คุณสมัครงานนี้แล้ว', en: 'You have already applied for this job' },
  JOB_NOT_OPEN: { th: 'ตำแหน่งงานนี้ปิดรับสมัครแล้ว', en: 'This job is not open for applications' },
  INVALID_STATUS_TRANSITION: { th: 'ไม่สามารถเปลี่ยนเป็นสถานะนี้ได้', en: 'This status change is not allowed' },
  ACCOUNT_EXISTS: { th: 'บัญชีนี้ถูกสร้างไว้แล้ว', en: 'This account already exists' },
  UID_MISMATCH: { th: 'ข้อมูลบัญชีไม่ตรงกับผู้ใช้ที่เข้าสู่ระบบ', en: 'The account does not match the signed-in user' },
  PROFILE_NOT_FOUND: { th: 'ไม่พบข้อมูลโปรไฟล์', en: 'Profile not found' },
  ACCOUNT_DELETION_REQUESTED: {
    th: 'กำลังดำเนินการลบบัญชีของคุณ โปรดรอการตรวจสอบ',
    en: 'Your account is being deleted, please wait for the review',
  },
  FILE_TOO_LARGE: { th: 'ไฟล์มีขนาดใหญ่เกินกำหนด', en: 'The file is too large' },
  FILE_TYPE_NOT_ALLOWED: { th: 'ไม่รองรับไฟล์ประเภทนี้', en: 'This file type is not allowed' },
  NOT_AN_IMAGE: { th: 'ไฟล์ต้นฉบับไม่ใช่รูปภาพที่รองรับ', en: 'The source is not a supported image' },
  RATE_LIMITED: {
    th: 'มีการส่งคำขอมากเกินไป กรุณาลองใหม่ภายหลัง',
    en: 'Too many requests, please try again later',
  },
  TOKEN_REVOKED: {
    th: 'เซสชันนี้ถูกยกเลิกแล้ว กรุณาเข้าสู่ระบบใหม่',
    en: 'This session has been revoked, please sign in again',
  },
  EMAIL_MISMATCH: {
    th: 'อีเมลไม่ตรงกับบัญชีที่เข้าสู่ระบบ',
    en: 'The e-mail does not match the signed-in account',
  },
  FILE_CONTENT_TOO_LARGE: {
    th: 'เนื้อหาในไฟล์มีขนาดใหญ่เกินกำหนด',
    en: 'The file content is too large once unpacked',
  },
  IMAGE_TOO_LARGE: {
    th: 'รูปภาพมีขนาดพิกเซลใหญ่เกินกำหนด',
    en: 'The image has too many pixels',
  },
  UNSUPPORTED_CONTENT_ENCODING: {
    th: 'ไม่รองรับการบีบอัดข้อมูลรูปแบบนี้',
    en: 'This content encoding is not supported',
  },
  SERVICE_UNAVAILABLE: {
    th: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    en: 'The service is temporarily unavailable, please try again shortly',
  },
  CONSENT_REQUIRED: {
    th: 'กรุณายินยอมให้จัดเก็บข้อมูลส่วนบุคคลเพื่อการจัดหางานและการสมัครงานก่อนสมัครงาน',
    en: 'Please consent to storing your personal data for job placement and applying before you apply',
  },
  EXPORT_NOT_READY: {
    th: 'ไฟล์ข้อมูลของคุณยังจัดเตรียมไม่เสร็จ กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    en: 'Your data file is still being prepared, please try again shortly',
  },
  SAVED_SEARCH_LIMIT: {
    th: 'บันทึกการแจ้งเตือนงานได้สูงสุด 20 รายการ กรุณาลบรายการเดิมก่อน',
    en: 'You can keep at most 20 job alerts, please delete one first',
  },
  UNSUBSCRIBE_LINK_INVALID: {
    th: 'ลิงก์ยกเลิกการรับอีเมลไม่ถูกต้อง',
    en: 'This unsubscribe link is not valid',
  },
  STAFF_ROLE_REQUIRED: {
    th: 'บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ทำรายการนี้',
    en: 'This staff account does not have the role for this action',
  },
  MFA_REQUIRED: {
    th: 'กรุณาเข้าสู่ระบบด้วยการยืนยันตัวตนสองขั้นตอน',
    en: 'Please sign in with two-step verification',
  },
  ALREADY_REPORTED: { th: 'คุณรายงานรายการนี้ไปแล้ว', en: 'You have already reported this' },
  COMPANY_SUSPENDED: {
    th: 'บัญชีบริษัทนี้ถูกระงับการใช้งาน',
    en: 'This company account has been suspended',
  },
  SLUG_TAKEN: { th: 'ลิงก์ (slug) นี้ถูกใช้แล้ว', en: 'This slug is already used' },
  VERIFICATION_PENDING: {
    th: 'มีคำขอยืนยันบริษัทที่รอการตรวจสอบอยู่แล้ว',
    en: 'A verification request is already waiting for review',
  },
  ALREADY_VERIFIED: { th: 'บริษัทนี้ได้รับการยืนยันแล้ว', en: 'This company is already verified' },
  MESSAGE_NOT_FOUND: { th: 'ไม่พบข้อความนี้', en: 'Message not found' },
  TEAM_ROLE_FORBIDDEN: {
    th: 'บทบาทของคุณในทีมไม่มีสิทธิ์ทำรายการนี้',
    en: 'Your role in the team does not allow this',
  },
  INVITE_INVALID: {
    th: 'ลิงก์คำเชิญไม่ถูกต้องหรือถูกยกเลิกแล้ว',
    en: 'This invitation link is not valid or has been revoked',
  },
  INVITE_EXPIRED: {
    th: 'ลิงก์คำเชิญหมดอายุแล้ว กรุณาขอให้ผู้เชิญส่งใหม่',
    en: 'This invitation has expired, please ask for a new one',
  },
  INVITE_EMAIL_MISMATCH: {
    th: 'คำเชิญนี้ส่งถึงอีเมลอื่น กรุณาเข้าสู่ระบบด้วยอีเมลที่ได้รับคำเชิญ',
    en: 'This invitation was sent to another e-mail address, please sign in with that address',
  },
  ALREADY_MEMBER: {
    th: 'บัญชีนี้เป็นสมาชิกของบริษัทอยู่แล้ว',
    en: 'This account is already a member of a company',
  },
  MEMBER_NOT_FOUND: {
    th: 'ไม่พบสมาชิกในทีม',
    en: 'Team member not found',
  },
  OWNER_REQUIRED: {
    th: 'บริษัทต้องมีเจ้าของหนึ่งคน กรุณาโอนความเป็นเจ้าของก่อน',
    en: 'A company needs one owner, please transfer ownership first',
  },
  THREAD_CLOSED: {
    th: 'ไม่สามารถส่งข้อความในใบสมัครนี้ได้แล้ว',
    en: 'Messages can no longer be sent on this application',
  },
  INTERVIEW_NOT_FOUND: {
    th: 'ไม่พบนัดสัมภาษณ์',
    en: 'Interview not found',
  },
  INTERVIEW_NOT_OPEN: {
    th: 'นัดสัมภาษณ์นี้ไม่สามารถเปลี่ยนแปลงได้แล้ว',
    en: 'This interview can no longer be changed',
  },
  CANDIDATE_RESTRICTED: {
    th: 'ผู้สมัครจำกัดการใช้ข้อมูลส่วนบุคคลหรือถอนความยินยอมแล้ว จึงไม่สามารถส่งนัดสัมภาษณ์ใหม่ได้',
    en: 'The candidate has restricted the use of their data or withdrawn consent, so no new interview can be proposed',
  },
  TEMPLATE_NOT_FOUND: {
    th: 'ไม่พบเทมเพลตข้อความ',
    en: 'Message template not found',
  },
  PREVIEW_OUTDATED: {
    th: 'ข้อความเปลี่ยนไปหลังจากที่คุณดูตัวอย่าง กรุณาตรวจสอบตัวอย่างอีกครั้งก่อนส่ง',
    en: 'The messages changed since you previewed them, please review the preview again before sending',
  },
  ALREADY_INVITED: {
    th: 'คุณเชิญผู้สมัครคนนี้สมัครงานตำแหน่งนี้ไปแล้ว',
    en: 'You have already invited this candidate to apply for this job',
  },
  IDEMPOTENCY_KEY_INVALID: {
    th: 'รหัสป้องกันการส่งซ้ำ (Idempotency-Key) ไม่ถูกต้อง ต้องเป็นตัวอักษรที่พิมพ์ได้ 1-255 ตัว',
    en: 'The Idempotency-Key header is not valid: use 1 to 255 printable characters',
  },
  IDEMPOTENCY_KEY_REUSED: {
    th: 'รหัสป้องกันการส่งซ้ำนี้ถูกใช้กับคำขอที่มีข้อมูลต่างกันไปแล้ว กรุณาใช้รหัสใหม่สำหรับคำขอใหม่',
    en: 'This Idempotency-Key was already used for a request with different data; use a new key for a new request',
  },
  IDEMPOTENCY_KEY_IN_USE: {
    th: 'คำขอเดียวกันกำลังดำเนินการอยู่ กรุณารอสักครู่แล้วลองใหม่',
    en: 'The same request is still being processed; please wait a moment and try again',
  },
  INTERNAL_ERROR: { th: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง', en: 'An error occurred, please try again' },
};

/** Messages of one invalid field, by validation keyword (ajv keywords plus our own). */
export const FIELD_MESSAGES: Record<string, Text> = {
  required: { th: 'กรุณากรอกข้อมูล', en: 'This field is required' },
  type: { th: 'รูปแบบข้อมูลไม่ถูกต้อง', en: 'Invalid value type' },
  format: { th: 'รูปแบบข้อมูลไม่ถูกต้อง', en: 'Invalid format' },
  email: { th: 'กรุณากรอกอีเมลให้ถูกต้อง', en: 'Please enter a valid email' },
  minLength: { th: 'ข้อมูลสั้นเกินไป', en: 'Too short' },
  maxLength: { th: 'ข้อมูลยาวเกินไป', en: 'Too long' },
  minimum: { th: 'ค่าน้อยเกินไป', en: 'Too small' },
  maximum: { th: 'ค่ามากเกินไป', en: 'Too large' },
  minItems: { th: 'จำนวนรายการน้อยเกินไป', en: 'Too few items' },
  maxItems: { th: 'จำนวนรายการมากเกินไป', en: 'Too many items' },
  enum: { th: 'ค่าที่เลือกไม่ถูกต้อง', en: 'Not an allowed value' },
  pattern: { th: 'รูปแบบข้อมูลไม่ถูกต้อง', en: 'Invalid format' },
  uniqueItems: { th: 'มีรายการซ้ำกัน', en: 'Duplicate items' },
  additionalProperties: { th: 'ไม่รู้จักข้อมูลนี้', en: 'Unknown field' },
  unknown_skill: { th: 'ไม่พบทักษะนี้', en: 'Unknown skill' },
  unknown_reference: { th: 'ไม่พบข้อมูลที่อ้างอิง', en: 'Unknown reference' },
  unknown_rail_station: {
    th: 'ไม่พบสถานีรถไฟฟ้านี้ กรุณาเลือกสถานี BTS/MRT จากรายการ',
    en: 'Unknown rail station; please choose a BTS/MRT station from the list',
  },
  unknown_placeholder: {
    th: 'ข้อความมีตัวแปรที่ระบบไม่รู้จัก ใช้ได้เฉพาะ {candidate_name} {job_title} {company} {recruiter_name}',
    en: 'The text has an unknown placeholder; only {candidate_name} {job_title} {company} {recruiter_name} are allowed',
  },
  salary_range: {
    th: 'เงินเดือนสูงสุดต้องไม่น้อยกว่าเงินเดือนต่ำสุด',
    en: 'Maximum salary must not be below the minimum',
  },
  past_date: { th: 'วันที่ต้องเป็นวันในอนาคต', en: 'The date must be in the future' },
  file_missing: { th: 'กรุณาเลือกไฟล์', en: 'Please choose a file' },
  invalid_characters: {
    th: 'ข้อมูลมีอักขระที่ไม่รองรับ (เช่น อักขระ NUL หรืออักขระยูนิโค้ดที่ไม่สมบูรณ์)',
    en: 'Contains characters that are not allowed (such as NUL or an incomplete Unicode character)',
  },
  forbidden_key: { th: 'ไม่อนุญาตให้ใช้ชื่อข้อมูลนี้', en: 'This field name is not allowed' },
  invalid_json: { th: 'ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง', en: 'The request body is not valid JSON' },
  multipart_malformed: {
    th: 'ข้อมูลที่อัปโหลดไม่สมบูรณ์หรือรูปแบบไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง',
    en: 'The upload is incomplete or malformed, please try again',
  },
  // screening questions and their answers (issue 43)
  answer_required: { th: 'กรุณาตอบคำถามนี้', en: 'Please answer this question' },
  answer_yes_no: { th: 'กรุณาเลือก ใช่ หรือ ไม่ใช่', en: 'Please choose yes or no' },
  answer_number: {
    th: 'กรุณากรอกตัวเลขที่ไม่ติดลบ (ทศนิยมได้ไม่เกิน 4 ตำแหน่ง)',
    en: 'Please enter a number of zero or more (up to 4 decimals)',
  },
  answer_option: { th: 'กรุณาเลือกหนึ่งในตัวเลือกที่กำหนด', en: 'Please choose one of the options' },
  unknown_question: {
    th: 'คำถามคัดกรองของประกาศนี้เปลี่ยนไปแล้ว กรุณาเปิดฟอร์มสมัครใหม่อีกครั้ง',
    en: "This job's screening questions have changed; please open the application form again",
  },
  knockout_kind: {
    th: 'เงื่อนไขคัดออกไม่ตรงกับประเภทคำถาม',
    en: 'The knock-out rule does not fit the kind of question',
  },
  knockout_range: {
    th: 'ค่าต่ำสุดต้องไม่มากกว่าค่าสูงสุด',
    en: 'The minimum must not be above the maximum',
  },
  knockout_option: {
    th: 'คำตอบที่ยอมรับต้องเป็นตัวเลือกของคำถามนี้',
    en: 'Accepted answers must be options of this question',
  },
  invalid: { th: 'ข้อมูลไม่ถูกต้อง', en: 'Invalid value' },
};

export function fieldMessage(code: string, locale: Locale): string {
  return (FIELD_MESSAGES[code] ?? FIELD_MESSAGES.invalid)[locale];
}
