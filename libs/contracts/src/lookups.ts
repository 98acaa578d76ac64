export type WorkType = 'onsite' | 'hybrid' | 'remote';
export type HireType = 'full_time' | 'part_time' | 'contract' | 'internship' | 'freelance';
export type OrderBy = 'relevance' | 'newest';
/** datePosted filter: jobs posted within the last N days. */
export type DatePosted = 1 | 3 | 7 | 14 | 30;
export type SkillLevel = 'beginner' | 'intermediate' | 'advanced' | 'expert';

export interface Province {
  id: number; // 1..77
  name_th: string;
  name_en: string;
  region: string;
}
export interface CompanyType {
  id: number;
  name_th: string;
  name_en: string;
}
export interface EducationLevel {
  id: number; // ordered: higher id = higher level
  name_th: string;
  name_en: string;
}
export interface Skill {
  id: number;
  slug: string; // 'javascript'
  name: string; // canonical display name 'JavaScript'
  name_th: string | null;
  aliases: string[]; // 'js', 'จาวาสคริปต์'
  category: string; // 'language' | 'frontend' | 'backend' | 'data' | 'devops' | 'mobile' | 'role' | ...
}
export interface ContactLinkType {
  id: number; // 1..10, see spec section 3
  key: string; // 'line' | 'wechat' | 'phone' | 'mobile' | 'email' | 'website' | 'facebook' | 'linkedin' | 'address' | 'other'
  name_th: string;
  name_en: string;
}
export interface Lookups {
  provinces: Province[];
  companyTypes: CompanyType[];
  educationLevels: EducationLevel[];
  skills: Skill[];
  workTypes: WorkType[];
  hireTypes: HireType[];
  datePosted: DatePosted[];
  contactLinkTypes: ContactLinkType[];
}
