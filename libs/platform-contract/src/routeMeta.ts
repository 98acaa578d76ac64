import { CONTENT_META } from './contentMeta';

/** The back office's pages (never indexed): one text for its home and areas (each area sets its own title). */
const backofficeTh = { title: 'ระบบหลังบ้าน', description: 'ระบบจัดการสำหรับเจ้าหน้าที่ JobPortal' };
const backofficeEn = { title: 'Back office', description: 'The JobPortal staff back office.' };

/**
 * Each route's default title and description (by route id, th and en): the shell's `meta` namespace keys and the
 * gateway's server-written head use this one catalogue, so the HTML a crawler gets and the page the app shows say
 * the same. Pages with content (a job, a company, a post) replace them with their own.
 */
const th = {
  default: {
    title: 'หางานไอที',
    description:
      'หางานไอที งานโปรแกรมเมอร์ นักพัฒนา และงานเทคโนโลยีทั่วประเทศไทย สมัครสมาชิกฟรี ติดต่อเราได้ทุกวัน 8.00 - 17.30 น.',
  },
  home: {
    title: 'หางานไอที งานโปรแกรมเมอร์ งานเทคโนโลยี',
    description: 'ค้นหางานไอทีหลายร้อยตำแหน่งจากบริษัทชั้นนำทั่วประเทศไทย สมัครสมาชิกฟรี ฝ่ายบริการลูกค้าทุกวัน 8.00 - 17.30 น.',
  },
  blog: {
    title: 'บทความสายอาชีพไอที',
    description: 'บทความ เคล็ดลับการสมัครงาน เงินเดือน และเส้นทางอาชีพสายไอทีในประเทศไทย',
  },
  blogPost: { title: 'บทความ', description: 'บทความสายอาชีพไอทีจาก JobPortal' },
  contactUs: {
    title: 'ติดต่อเรา',
    description: 'ติดต่อทีมงาน JobPortal ทุกวัน 8.00 - 17.30 น. หรือส่งข้อความถึงเราผ่านแบบฟอร์ม',
  },
  privacyNotice: {
    title: 'ประกาศความเป็นส่วนตัว',
    description: 'ประกาศความเป็นส่วนตัวของ JobPortal ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล (PDPA)',
  },
  privacyPolicy: { title: 'นโยบายความเป็นส่วนตัว', description: 'นโยบายความเป็นส่วนตัวและการใช้คุกกี้ของ JobPortal' },
  candidateLanding: {
    title: 'สำหรับผู้หางาน',
    description: 'หางานไอทีที่ใช่ พร้อม AI แนะนำทักษะและจับคู่งานกับโปรไฟล์ของคุณ สมัครสมาชิกฟรี',
  },
  candidateLogin: {
    title: 'เข้าสู่ระบบผู้หางาน',
    description: 'เข้าสู่ระบบด้วยอีเมล Google หรือ Facebook เพื่อสมัครงานและบันทึกงานที่สนใจ',
  },
  candidateRegister: {
    title: 'สมัครสมาชิกผู้หางาน',
    description: 'สมัครสมาชิกฟรีเพื่อสมัครงานไอทีและรับคำแนะนำงานที่ตรงกับคุณ',
  },
  candidateAuth: { title: 'ยืนยันอีเมล', description: 'ยืนยันอีเมลของบัญชีผู้หางาน' },
  candidateResetPassword: { title: 'ตั้งรหัสผ่านใหม่', description: 'ขอลิงก์ตั้งรหัสผ่านใหม่สำหรับบัญชีผู้หางาน' },
  candidateOverview: { title: 'ภาพรวมของฉัน', description: 'ภาพรวมใบสมัคร งานที่บันทึก และงานแนะนำ' },
  candidateProfile: { title: 'โปรไฟล์ของฉัน', description: 'แก้ไขโปรไฟล์ ทักษะ ประสบการณ์ และเรซูเม่' },
  candidateActivities: { title: 'กิจกรรมของฉัน', description: 'ประวัติการสมัครงาน งานที่บันทึก และงานที่ดูล่าสุด' },
  candidateApplicationMessages: { title: 'ข้อความ', description: 'ข้อความระหว่างคุณกับบริษัทเกี่ยวกับใบสมัคร' },
  candidateJobs: { title: 'ค้นหางาน', description: 'ค้นหางานไอทีตามทักษะ จังหวัด รูปแบบการทำงาน และเงินเดือน' },
  candidateJobsQuery: CONTENT_META.th.searchQuery,
  candidateJobDetail: { title: 'รายละเอียดงาน', description: 'รายละเอียดตำแหน่งงาน เงินเดือน และคุณสมบัติ' },
  candidateAiJobMatching: {
    title: 'AI จับคู่งาน',
    description: 'งานที่ตรงกับโปรไฟล์ของคุณที่สุด พร้อมคำอธิบายและคำแนะนำทักษะ',
  },
  corporateLanding: {
    title: 'สำหรับผู้ประกอบการ',
    description: 'ลงประกาศงานไอที ค้นหาผู้สมัคร และจัดการใบสมัครด้วย AI ช่วยสรรหา สมัครฟรี',
  },
  corporateLogin: {
    title: 'เข้าสู่ระบบผู้ประกอบการ',
    description: 'เข้าสู่ระบบสำหรับบริษัทเพื่อจัดการประกาศงานและผู้สมัคร',
  },
  corporateRegister: { title: 'สมัครสมาชิกผู้ประกอบการ', description: 'สมัครบัญชีบริษัทฟรีเพื่อลงประกาศงานไอที' },
  corporateAuth: { title: 'ยืนยันอีเมลผู้ประกอบการ', description: 'ยืนยันอีเมลของบัญชีบริษัท' },
  corporateJoin: { title: 'เข้าร่วมทีมบริษัท', description: 'รับคำเชิญเข้าร่วมทีมสรรหาของบริษัทบน JobPortal' },
  corporateTeam: { title: 'ทีมของบริษัท', description: 'สมาชิก บทบาท และคำเชิญเข้าร่วมทีมสรรหา' },
  corporateResetPassword: { title: 'ตั้งรหัสผ่านใหม่', description: 'ขอลิงก์ตั้งรหัสผ่านใหม่สำหรับบัญชีบริษัท' },
  corporateDashboard: { title: 'แดชบอร์ดบริษัท', description: 'ภาพรวมประกาศงานและใบสมัคร' },
  corporateProfile: { title: 'โปรไฟล์บริษัท', description: 'แก้ไขข้อมูลบริษัท โลโก้ และช่องทางติดต่อ' },
  corporateActivities: { title: 'กิจกรรมของบริษัท', description: 'ความเคลื่อนไหวล่าสุดในบัญชีบริษัท' },
  corporateJobCreate: { title: 'ลงประกาศงาน', description: 'สร้างประกาศงานใหม่' },
  corporateJobEdit: { title: 'แก้ไขประกาศงาน', description: 'แก้ไข เผยแพร่ หรือปิดประกาศงาน' },
  corporateCandidateList: { title: 'ค้นหาผู้สมัคร', description: 'ค้นหาผู้สมัครที่เปิดโปรไฟล์ให้บริษัทเห็น' },
  corporateCandidateDetail: { title: 'โปรไฟล์ผู้สมัคร', description: 'รายละเอียดผู้สมัคร' },
  corporateApplicationList: { title: 'ใบสมัครงาน', description: 'ใบสมัครของแต่ละประกาศงาน' },
  corporateApplicationJob: { title: 'ผู้สมัครของงาน', description: 'จัดการผู้สมัครตามขั้นตอน' },
  corporateApplicationCandidate: { title: 'ใบสมัคร', description: 'รายละเอียดใบสมัคร เรซูเม่ และบันทึกของบริษัท' },
  corporateMessageThread: { title: 'ข้อความ', description: 'ข้อความระหว่างทีมของคุณกับผู้สมัคร' },
  corporateTemplates: {
    title: 'เทมเพลตข้อความ',
    description: 'ข้อความสำเร็จรูปสำหรับเชิญสัมภาษณ์ แจ้งผล และยื่นข้อเสนองาน',
  },
  corporatePublic: { title: 'ข้อมูลบริษัท', description: 'ข้อมูลบริษัทและตำแหน่งงานที่เปิดรับ' },
  backoffice: backofficeTh,
  backofficeLogin: { title: 'เข้าสู่ระบบเจ้าหน้าที่', description: backofficeTh.description },
  backofficeArea: backofficeTh,
  backofficeItem: backofficeTh,
  notFound: { title: 'ไม่พบหน้านี้', description: 'ไม่พบหน้าที่คุณต้องการ' },
};

export type RouteMetaText = { title: string; description: string };
type Catalogue = typeof th;

const en: Catalogue = {
  default: {
    title: 'IT jobs in Thailand',
    description:
      'IT, developer and technology jobs across Thailand. Free sign-up; support daily 8.00 - 17.30.',
  },
  home: {
    title: 'IT jobs, developer jobs, tech jobs in Thailand',
    description:
      'Hundreds of IT jobs from leading companies across Thailand. Free sign-up; support daily 8.00 - 17.30.',
  },
  blog: {
    title: 'IT career blog',
    description: 'Articles on applying, salaries and IT careers in Thailand.',
  },
  blogPost: { title: 'Blog', description: 'An IT career article from JobPortal.' },
  contactUs: {
    title: 'Contact us',
    description: 'Reach the JobPortal team daily 8.00 - 17.30 or send us a message.',
  },
  privacyNotice: {
    title: 'Privacy notice',
    description: "JobPortal's privacy notice under Thailand's Personal Data Protection Act (PDPA).",
  },
  privacyPolicy: { title: 'Privacy policy', description: "JobPortal's privacy and cookie policy." },
  candidateLanding: {
    title: 'For job seekers',
    description: 'Find the right IT job with AI skill suggestions and profile-to-job matching. Free sign-up.',
  },
  candidateLogin: {
    title: 'Job seeker login',
    description: 'Sign in with e-mail, Google or Facebook to apply and save jobs.',
  },
  candidateRegister: {
    title: 'Job seeker sign-up',
    description: 'Sign up free to apply for IT jobs and get matched.',
  },
  candidateAuth: { title: 'Verify e-mail', description: 'Verify the e-mail of your job seeker account.' },
  candidateResetPassword: {
    title: 'Reset password',
    description: 'Request a password reset link for your job seeker account.',
  },
  candidateOverview: {
    title: 'My overview',
    description: 'Your applications, saved jobs and recommendations.',
  },
  candidateProfile: {
    title: 'My profile',
    description: 'Edit your profile, skills, experience and résumé.',
  },
  candidateActivities: {
    title: 'My activities',
    description: 'Your applications, saved jobs and recently viewed jobs.',
  },
  candidateApplicationMessages: {
    title: 'Messages',
    description: 'Messages between you and the company about your application.',
  },
  candidateJobs: {
    title: 'Search jobs',
    description: 'Search IT jobs by skill, province, work type and salary.',
  },
  candidateJobsQuery: CONTENT_META.en.searchQuery,
  candidateJobDetail: { title: 'Job details', description: 'Job details, salary and qualifications.' },
  candidateAiJobMatching: {
    title: 'AI job matching',
    description: 'The jobs that best match your profile, explained, with skill suggestions.',
  },
  corporateLanding: {
    title: 'For employers',
    description:
      'Post IT jobs, find candidates and manage applications with AI-assisted hiring. Free sign-up.',
  },
  corporateLogin: { title: 'Employer login', description: 'Sign in to manage your jobs and applicants.' },
  corporateRegister: {
    title: 'Employer sign-up',
    description: 'Create a free company account to post IT jobs.',
  },
  corporateAuth: {
    title: 'Verify employer e-mail',
    description: 'Verify the e-mail of your company account.',
  },
  corporateJoin: {
    title: 'Join a company team',
    description: "Accept an invitation to a company's hiring team on JobPortal.",
  },
  corporateTeam: {
    title: 'Company team',
    description: 'Members, roles and invitations of your hiring team.',
  },
  corporateResetPassword: {
    title: 'Reset password',
    description: 'Request a password reset link for your company account.',
  },
  corporateDashboard: {
    title: 'Company dashboard',
    description: 'Your jobs and applications at a glance.',
  },
  corporateProfile: {
    title: 'Company profile',
    description: 'Edit your company details, logo and contacts.',
  },
  corporateActivities: {
    title: 'Company activities',
    description: "What happened in your company's account.",
  },
  corporateJobCreate: { title: 'Post a job', description: 'Create a new job posting.' },
  corporateJobEdit: { title: 'Edit job', description: 'Edit, publish or close a job posting.' },
  corporateCandidateList: {
    title: 'Find candidates',
    description: 'Browse candidates who let employers find them.',
  },
  corporateCandidateDetail: { title: 'Candidate profile', description: 'Candidate details.' },
  corporateApplicationList: { title: 'Applications', description: 'Applications per job.' },
  corporateApplicationJob: { title: 'Applicants', description: 'Manage applicants through your pipeline.' },
  corporateApplicationCandidate: {
    title: 'Application',
    description: 'Application, résumé and company notes.',
  },
  corporateMessageThread: {
    title: 'Messages',
    description: 'Messages between your team and the applicant.',
  },
  corporateTemplates: {
    title: 'Message templates',
    description: 'Ready-made messages to invite, turn down and make offers.',
  },
  corporatePublic: { title: 'Company', description: 'Company details and open jobs.' },
  backoffice: backofficeEn,
  backofficeLogin: { title: 'Staff sign-in', description: backofficeEn.description },
  backofficeArea: backofficeEn,
  backofficeItem: backofficeEn,
  notFound: { title: 'Page not found', description: 'The page you are looking for does not exist.' },
};

export const ROUTE_META: Record<'th' | 'en', Catalogue> = { th, en };
