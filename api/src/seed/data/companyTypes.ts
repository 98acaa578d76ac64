import type { CompanyType } from '@jobportal/contracts';

export const COMPANY_TYPES: CompanyType[] = [
  { id: 1, name_th: 'บริษัทซอฟต์แวร์และไอที', name_en: 'Software & IT services' },
  { id: 2, name_th: 'สตาร์ทอัพ', name_en: 'Startup' },
  { id: 3, name_th: 'อีคอมเมิร์ซและค้าปลีก', name_en: 'E-commerce & retail' },
  { id: 4, name_th: 'ธนาคารและฟินเทค', name_en: 'Banking & fintech' },
  { id: 5, name_th: 'โทรคมนาคม', name_en: 'Telecommunications' },
  { id: 6, name_th: 'ที่ปรึกษาและเอาต์ซอร์ส', name_en: 'Consulting & outsourcing' },
  { id: 7, name_th: 'เกมและสื่อดิจิทัล', name_en: 'Games & digital media' },
  { id: 8, name_th: 'โลจิสติกส์และการขนส่ง', name_en: 'Logistics & transport' },
  { id: 9, name_th: 'การผลิตและอุตสาหกรรม', name_en: 'Manufacturing & industry' },
  { id: 10, name_th: 'สุขภาพและการแพทย์', name_en: 'Healthcare' },
  { id: 11, name_th: 'หน่วยงานรัฐและการศึกษา', name_en: 'Government & education' },
  { id: 12, name_th: 'อื่น ๆ', name_en: 'Other' },
];
