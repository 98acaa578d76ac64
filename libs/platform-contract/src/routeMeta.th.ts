import { CONTENT_META } from './contentMeta';

/** The back office's pages (never indexed): one text for its home and areas (each area sets its own title). */
const backofficeTh = { title: 'ระบบหลังบ้าน', description: 'ระบบจัดการสำหรับเจ้าหน้าที่ JobPortal' };

/** The Thai half of ROUTE_META (routeMeta.ts): the shell's first load carries only the language it shows. */
export const ROUTE_META_TH = {
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
  salaryIndex: {
    title: 'เงินเดือนสายไอทีตามตำแหน่งและจังหวัด',
    description: 'ค่ากลางและช่วงเงินเดือนสายไอทีตามตำแหน่งงานและจังหวัด คำนวณจากประกาศงานที่เปิดรับบน JobPortal',
  },
  salaryInsight: {
    title: 'เงินเดือนสายไอที',
    description: 'ค่ากลางและช่วงเงินเดือนจากประกาศงานที่เปิดรับบน JobPortal',
  },
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

export type RouteMetaCatalogue = typeof ROUTE_META_TH;
