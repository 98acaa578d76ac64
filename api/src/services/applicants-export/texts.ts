import type { ApplicationStatus } from '@jobportal/contracts';
import type { Locale } from '../../i18n/locale';

/** The words of the applicants file, in the caller's language (statuses as the employer's pipeline names them). */
export const EXPORT_TEXTS: Record<
  Locale,
  {
    columns: Record<
      | 'name'
      | 'email'
      | 'phone'
      | 'headline'
      | 'province'
      | 'years'
      | 'salary'
      | 'status'
      | 'appliedAt'
      | 'notAFit'
      | 'resume',
      string
    >;
    status: Record<ApplicationStatus, string>;
    yes: string;
    no: string;
    sheet: string;
  }
> = {
  th: {
    columns: {
      name: 'ชื่อ-นามสกุล',
      email: 'อีเมล',
      phone: 'โทรศัพท์',
      headline: 'ตำแหน่ง/หัวข้อโปรไฟล์',
      province: 'จังหวัด',
      years: 'ประสบการณ์ (ปี)',
      salary: 'เงินเดือนที่คาดหวัง (บาท)',
      status: 'สถานะ',
      appliedAt: 'วันที่สมัคร (เวลาประเทศไทย)',
      notAFit: 'ไม่ตรงคุณสมบัติ',
      resume: 'แนบเรซูเม่',
    },
    status: {
      applied: 'สมัครแล้ว',
      reviewing: 'กำลังพิจารณา',
      shortlisted: 'ผ่านการคัดเลือกเบื้องต้น',
      interview: 'นัดสัมภาษณ์',
      offered: 'ยื่นข้อเสนองาน',
      hired: 'รับเข้าทำงาน',
      rejected: 'ไม่ผ่านการพิจารณา',
      withdrawn: 'ถอนใบสมัคร',
    },
    yes: 'ใช่',
    no: 'ไม่ใช่',
    sheet: 'ผู้สมัคร',
  },
  en: {
    columns: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      headline: 'Headline',
      province: 'Province',
      years: 'Years of experience',
      salary: 'Expected salary (THB)',
      status: 'Status',
      appliedAt: 'Applied at (Bangkok time)',
      notAFit: 'Not a fit',
      resume: 'Résumé attached',
    },
    status: {
      applied: 'Applied',
      reviewing: 'Reviewing',
      shortlisted: 'Shortlisted',
      interview: 'Interview',
      offered: 'Offered',
      hired: 'Hired',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn',
    },
    yes: 'Yes',
    no: 'No',
    sheet: 'Applicants',
  },
};
