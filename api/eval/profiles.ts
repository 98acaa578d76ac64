import type { MatchProfile } from '../src/services/ai/types';

/**
 * Evaluation profiles (Thai, English and mixed) with graded relevance judgements over EVAL_JOBS, written by hand
 * for this evaluation: 3 = an excellent fit (role, main technology, seniority and place), 2 = a good fit (the right
 * role with some gaps), 1 = worth a look (adjacent role or a big gap), unlisted = not relevant (0).
 */
export interface EvalProfile {
  id: string;
  lang: 'th' | 'en' | 'mixed';
  profile: MatchProfile;
  judgements: Record<string, 1 | 2 | 3>;
}

type SkillSpec = string; // "go:expert postgresql docker:beginner" (default level advanced)

function skills(spec: SkillSpec): MatchProfile['skills'] {
  return spec
    .split(' ')
    .filter((s) => s.length > 0)
    .map((s) => {
      const [slug, level] = s.split(':');
      return { slug, level: (level ?? 'advanced') as MatchProfile['skills'][number]['level'] };
    });
}

function p(
  headline: string,
  skillSpec: SkillSpec,
  years: number,
  provinceId: number | null,
  salary: number | null,
  work: MatchProfile['preferredWorkTypes'],
  hire: MatchProfile['preferredHireTypes'],
  about: string,
  experiences: [string, string][],
): MatchProfile {
  return {
    headline,
    skills: skills(skillSpec),
    yearsExperience: years,
    provinceId,
    expectedSalary: salary,
    preferredWorkTypes: work,
    preferredHireTypes: hire,
    educationLevelId: 5,
    about,
    experiences: experiences.map(([title, description]) => ({ title, description })),
  };
}

export const EVAL_PROFILES: EvalProfile[] = [
  {
    id: 'th-go-senior',
    lang: 'th',
    profile: p('นักพัฒนาแบ็กเอนด์ ภาษา Go 5 ปี', 'go:expert postgresql docker kubernetes:beginner grpc', 6, 1, 95000, ['hybrid', 'remote'], ['full_time'], 'พัฒนาระบบชำระเงินด้วยโกแลง ออกแบบไมโครเซอร์วิส', [['วิศวกรซอฟต์แวร์ฝั่งแบ็กเอนด์', 'พัฒนา API ด้วยภาษา Go และ gRPC ดูแลฐานข้อมูล PostgreSQL']]),
    judgements: { 'be-go-1': 3, 'be-go-2': 3, 'be-go-5': 3, 'be-go-7': 2, 'be-go-3': 2, 'be-py-5': 2, 'be-go-4': 1, 'be-go-6': 1, 'ops-3': 1, 'be-java-3': 1 },
  },
  {
    id: 'en-node-mid',
    lang: 'en',
    profile: p('Backend Developer (Node.js, TypeScript)', 'nodejs typescript express mongodb aws:intermediate', 3, 1, 65000, ['hybrid'], ['full_time'], 'I build REST APIs with Express and MongoDB.', [['Backend Developer', 'Node.js services, MongoDB, deployed on AWS Lambda']]),
    judgements: { 'be-node-1': 3, 'be-node-7': 3, 'be-node-2': 2, 'be-node-6': 2, 'be-node-3': 2, 'fs-2': 2, 'fs-1': 2, 'be-node-4': 1, 'be-node-5': 1, 'fs-3': 1 },
  },
  {
    id: 'mixed-java',
    lang: 'mixed',
    profile: p('Java Developer สาย Spring Boot', 'java:expert spring:expert oracle microservices kafka', 7, 3, 110000, ['hybrid', 'onsite'], ['full_time'], 'พัฒนาระบบธนาคารด้วย Java Spring Boot มากว่า 7 ปี', [['Senior Java Developer', 'ระบบโอนเงิน microservices ด้วย Spring Boot และ Kafka']]),
    judgements: { 'be-java-2': 3, 'be-java-3': 3, 'be-java-1': 2, 'be-java-5': 2, 'be-java-7': 2, 'be-java-6': 1, 'be-java-4': 1 },
  },
  {
    id: 'th-react',
    lang: 'th',
    profile: p('นักพัฒนาฟรอนต์เอนด์ React', 'react:expert typescript redux css jest:intermediate', 4, 1, 70000, ['hybrid', 'onsite'], ['full_time'], 'พัฒนาเว็บแอปด้วยรีแอค และไทป์สคริปต์', [['นักพัฒนาเว็บไซต์', 'พัฒนาหน้าเว็บด้วย React และ Redux']]),
    judgements: { 'fe-react-1': 3, 'fe-react-5': 3, 'fe-react-2': 2, 'fe-react-3': 2, 'fe-react-7': 2, 'fe-react-6': 2, 'fe-ng-3': 1, 'fs-1': 1, 'fe-react-4': 1, 'mob-rn-1': 1 },
  },
  {
    id: 'en-vue-junior',
    lang: 'en',
    profile: p('Junior Frontend Developer (Vue)', 'vue:intermediate javascript:intermediate html css', 1, 39, 30000, ['remote', 'onsite'], ['full_time'], 'Vue.js developer in Chiang Mai, one year of experience.', [['Junior Web Developer', 'Vue components and responsive HTML/CSS']]),
    judgements: { 'fe-vue-2': 3, 'fe-vue-3': 3, 'fe-vue-1': 2, 'fe-vue-4': 1, 'fe-vue-5': 1, 'fe-ng-4': 1, 'int-1': 1 },
  },
  {
    id: 'th-flutter',
    lang: 'th',
    profile: p('นักพัฒนาแอปมือถือ Flutter', 'flutter:expert dart firebase rest-api', 3, 1, 60000, ['hybrid', 'remote'], ['full_time', 'contract'], 'พัฒนาแอปพลิเคชันด้วยฟลัตเตอร์ เชื่อมต่อ Firebase', [['นักพัฒนาแอปพลิเคชัน', 'แอปมือถือ Android และ iOS ด้วย Flutter']]),
    judgements: { 'mob-fl-1': 3, 'mob-fl-2': 3, 'mob-fl-5': 2, 'mob-fl-3': 2, 'mob-fl-4': 2, 'mob-rn-2': 1, 'mob-rn-1': 1 },
  },
  {
    id: 'en-ios',
    lang: 'en',
    profile: p('iOS Engineer', 'swift:expert swiftui ios git', 5, 1, 100000, ['hybrid', 'remote'], ['full_time'], 'Native iOS apps in Swift and SwiftUI.', [['iOS Developer', 'Shopping app in SwiftUI']]),
    judgements: { 'mob-ios-3': 3, 'mob-ios-1': 3, 'mob-ios-2': 2, 'mob-ios-4': 2, 'mob-fl-3': 1 },
  },
  {
    id: 'th-data-eng',
    lang: 'th',
    profile: p('วิศวกรข้อมูล', 'python sql spark airflow gcp:intermediate', 4, 1, 85000, ['hybrid'], ['full_time'], 'สร้าง data pipeline ด้วย Airflow และ Spark บนคลาวด์', [['ดาต้าเอนจิเนียร์', 'ออกแบบ ETL และคลังข้อมูล']]),
    judgements: { 'de-1': 3, 'de-2': 3, 'de-3': 2, 'de-4': 2, 'de-5': 2, 'de-6': 1, 'ds-2': 1 },
  },
  {
    id: 'en-data-analyst',
    lang: 'en',
    profile: p('Data Analyst', 'sql power-bi excel:expert python:intermediate statistics', 2, 1, 45000, ['hybrid', 'onsite'], ['full_time'], 'Dashboards and ad-hoc analysis for sales teams.', [['Data Analyst', 'Power BI dashboards, SQL reporting']]),
    judgements: { 'da-1': 3, 'da-2': 2, 'da-6': 2, 'da-3': 2, 'da-5': 2, 'da-4': 1, 'de-5': 1, 'int-4': 1 },
  },
  {
    id: 'mixed-ml',
    lang: 'mixed',
    profile: p('Machine Learning Engineer / นักวิทยาศาสตร์ข้อมูล', 'python:expert machine-learning pytorch nlp llm docker:intermediate', 4, 1, 120000, ['hybrid', 'remote'], ['full_time'], 'ทำโมเดล NLP ภาษาไทย และระบบ RAG ด้วย LLM', [['Data Scientist', 'โมเดลจำแนกข้อความภาษาไทยด้วย PyTorch']]),
    judgements: { 'ds-1': 3, 'ds-3': 3, 'ds-5': 3, 'ds-4': 2, 'ds-2': 2, 'ds-6': 1 },
  },
  {
    id: 'th-devops',
    lang: 'th',
    profile: p('เดฟออปส์ ดูแล Kubernetes และ CI/CD', 'kubernetes:expert docker terraform aws gitlab-ci linux prometheus', 6, 1, 120000, ['hybrid', 'onsite'], ['full_time'], 'ดูแลคลัสเตอร์คูเบอร์เนตีส บน AWS และระบบ CI/CD', [['วิศวกรระบบคลาวด์', 'ดูแลโครงสร้างพื้นฐานด้วย Terraform']]),
    judgements: { 'ops-1': 3, 'ops-2': 3, 'ops-3': 2, 'ops-5': 2, 'ops-7': 2, 'ops-4': 1, 'ops-6': 1, 'be-go-5': 1 },
  },
  {
    id: 'en-qa-auto',
    lang: 'en',
    profile: p('QA Automation Engineer', 'test-automation selenium robot-framework python jmeter:intermediate', 3, 1, 55000, ['hybrid'], ['full_time'], 'Automated regression suites with Robot Framework.', [['Test Automation Engineer', 'Selenium and Robot Framework suites in CI']]),
    judgements: { 'qa-auto-1': 3, 'qa-auto-2': 2, 'qa-auto-4': 2, 'qa-auto-5': 2, 'qa-auto-3': 1, 'qa-man-1': 1, 'qa-man-3': 1 },
  },
  {
    id: 'th-qa-manual',
    lang: 'th',
    profile: p('ผู้ทดสอบระบบ (Manual Tester)', 'manual-testing sql:intermediate jira', 2, 3, 30000, ['onsite'], ['full_time'], 'เขียน test case และทดสอบระบบงานธนาคาร', [['เจ้าหน้าที่ทดสอบซอฟต์แวร์', 'ทดสอบระบบก่อนขึ้น production']]),
    judgements: { 'qa-man-2': 3, 'qa-man-1': 3, 'qa-man-3': 2, 'qa-man-4': 1, 'qa-auto-1': 1 },
  },
  {
    id: 'th-ux',
    lang: 'th',
    profile: p('นักออกแบบ UX/UI', 'figma:expert ux-design ui-design design-systems', 3, 1, 55000, ['hybrid', 'onsite'], ['full_time'], 'ออกแบบแอปพลิเคชันมือถือ ทำ user research', [['ดีไซเนอร์', 'ออกแบบหน้าจอด้วยฟิกม่า']]),
    judgements: { 'ux-1': 3, 'ux-2': 3, 'ux-3': 2, 'ux-5': 2, 'ux-4': 1, 'fe-react-5': 1 },
  },
  {
    id: 'en-pm',
    lang: 'en',
    profile: p('IT Project Manager', 'project-management:expert agile scrum jira communication english', 8, 1, 130000, ['hybrid', 'onsite'], ['full_time'], 'Delivered banking and ERP projects with agile teams.', [['Project Manager', 'Core banking replacement programme']]),
    judgements: { 'pm-1': 3, 'pm-5': 3, 'pm-2': 3, 'pm-3': 2, 'pm-4': 1, 'ba-3': 1 },
  },
  {
    id: 'th-support',
    lang: 'th',
    profile: p('เจ้าหน้าที่ไอทีซัพพอร์ต', 'it-support windows-server networking:intermediate', 2, 11, 25000, ['onsite'], ['full_time'], 'ดูแลคอมพิวเตอร์และระบบเครือข่ายในสำนักงาน', [['ไอทีซัพพอร์ต', 'แก้ปัญหาคอมพิวเตอร์ ติดตั้งโปรแกรม']]),
    judgements: { 'sup-2': 3, 'sup-3': 3, 'sup-1': 2, 'net-2': 2, 'sup-5': 1, 'sup-4': 1, 'ops-6': 1 },
  },
  {
    id: 'en-security',
    lang: 'en',
    profile: p('Security Analyst (SOC)', 'cybersecurity siem networking linux penetration-testing:beginner', 4, 1, 80000, ['onsite', 'hybrid'], ['full_time'], 'SOC analyst: Splunk, incident response, threat hunting.', [['SOC Analyst', 'Monitoring and incident response']]),
    judgements: { 'sec-1': 3, 'sec-2': 3, 'sec-3': 2, 'sec-4': 1, 'ops-7': 1 },
  },
  {
    id: 'mixed-sap',
    lang: 'mixed',
    profile: p('SAP ABAP Consultant ที่ปรึกษา SAP', 'sap abap:expert sql', 6, 1, 100000, ['onsite', 'hybrid'], ['full_time'], 'พัฒนา ABAP บน S/4HANA ให้ลูกค้าองค์กร', [['SAP ABAP Developer', 'Reports, BAPIs and enhancements']]),
    judgements: { 'sap-2': 3, 'sap-1': 3, 'sap-3': 1, 'ba-4': 1 },
  },
  {
    id: 'th-intern',
    lang: 'th',
    profile: p('นักศึกษาฝึกงาน สาขาวิทยาการคอมพิวเตอร์ สนใจพัฒนาเว็บ', 'html css javascript:beginner python:beginner', 0, 1, null, ['onsite', 'hybrid'], ['internship'], 'นักศึกษาปี 4 สนใจเขียนเว็บและไพธอน', []),
    judgements: { 'int-1': 3, 'int-2': 3, 'int-4': 1, 'fe-vue-3': 1, 'fe-ng-4': 1 },
  },
  {
    id: 'en-fullstack',
    lang: 'en',
    profile: p('Full-stack Developer (React + Node.js)', 'react nodejs typescript postgresql docker:intermediate', 5, 1, 90000, ['remote', 'hybrid'], ['full_time'], 'TypeScript end to end: React frontends and Node.js APIs.', [['Full Stack Engineer', 'React, Node.js, PostgreSQL']]),
    judgements: { 'fs-1': 3, 'fs-3': 3, 'fs-2': 2, 'be-node-3': 2, 'fe-react-3': 2, 'be-node-6': 1, 'be-node-2': 1, 'fe-react-1': 1, 'fs-5': 1 },
  },
  {
    id: 'th-php',
    lang: 'th',
    profile: p('โปรแกรมเมอร์ PHP Laravel', 'php laravel mysql jquery:intermediate', 3, 1, 45000, ['onsite', 'hybrid'], ['full_time'], 'พัฒนาเว็บอีคอมเมิร์ซด้วยลาราเวล', [['นักพัฒนาเว็บ', 'ระบบหลังบ้านด้วย PHP']]),
    judgements: { 'be-php-1': 3, 'be-php-3': 2, 'be-php-2': 2, 'fs-5': 2, 'be-php-4': 1, 'be-php-5': 1, 'fe-vue-5': 1 },
  },
];
