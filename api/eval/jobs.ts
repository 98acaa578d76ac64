import type { HireType, WorkType } from '@jobportal/contracts';

/**
 * Evaluation jobs, written for the matching evaluation (not generated): 147 open IT jobs in Thai, English and mixed
 * Thai/English, over 28 role families, with the skills, province, work and hire type, minimum years and salary that
 * the matcher reads. Ids say the family (be-go-1 = Go backend #1). Province ids: 1 Bangkok, 3 Nonthaburi,
 * 4 Pathum Thani, 11 Chon Buri, 29 Khon Kaen, 39 Chiang Mai, 67 Phuket.
 */
export interface EvalJob {
  id: string;
  title: string;
  description: string;
  skills: string[];
  provinceId: number;
  workType: WorkType;
  hireType: HireType;
  yearsExperienceMin: number;
  salaryMin: number | null;
  salaryMax: number | null;
  educationLevelId: number | null;
}

type Row = [id: string, title: string, skills: string, prov: number, work: WorkType, hire: HireType, years: number, min: number | null, max: number | null, desc: string];

const rows: Row[] = [
  // Go backend
  ['be-go-1', 'Senior Backend Engineer (Golang)', 'go postgresql docker kubernetes grpc', 1, 'hybrid', 'full_time', 5, 80000, 120000, 'Build high-throughput payment services in Go. Own APIs end to end, gRPC between services, PostgreSQL, deploy on Kubernetes.'],
  ['be-go-2', 'นักพัฒนาแบ็กเอนด์ Go อาวุโส', 'go microservices postgresql redis', 1, 'onsite', 'full_time', 5, 70000, 110000, 'พัฒนาระบบหลังบ้านด้วยภาษา Go สำหรับแพลตฟอร์มอีคอมเมิร์ซ ออกแบบไมโครเซอร์วิส ดูแลฐานข้อมูล PostgreSQL และ Redis'],
  ['be-go-3', 'Go Developer', 'go gin mysql docker', 1, 'remote', 'full_time', 2, 50000, 80000, 'Develop REST APIs with Gin for our logistics platform. Work remotely with a small team.'],
  ['be-go-4', 'โปรแกรมเมอร์ Golang (Backend)', 'go kafka postgresql', 39, 'onsite', 'full_time', 3, 45000, 70000, 'ทีมพัฒนาที่เชียงใหม่ ต้องการนักพัฒนา Golang ทำระบบประมวลผลข้อมูลแบบ real-time ด้วย Kafka'],
  ['be-go-5', 'Backend Engineer, Platform (Go)', 'go kubernetes aws terraform', 1, 'hybrid', 'full_time', 4, 90000, 140000, 'Platform team: internal services in Go, infrastructure as code with Terraform on AWS, Kubernetes operators.'],
  ['be-go-6', 'Junior Golang Developer', 'go rest-api git', 1, 'onsite', 'full_time', 0, 30000, 45000, 'New graduates welcome. Learn to build APIs in Go with senior mentors.'],
  ['be-go-7', 'Lead Backend Engineer ภาษา Go', 'go system-design microservices kubernetes leadership', 1, 'hybrid', 'full_time', 8, 130000, 180000, 'นำทีมแบ็กเอนด์ 6 คน ออกแบบสถาปัตยกรรมระบบ microservices ภาษา Go บน Kubernetes'],
  // Node.js backend
  ['be-node-1', 'Backend Developer (Node.js)', 'nodejs typescript express mongodb', 1, 'hybrid', 'full_time', 2, 45000, 75000, 'Build APIs for our food delivery app with Node.js, Express and MongoDB. TypeScript everywhere.'],
  ['be-node-2', 'นักพัฒนา Node.js (NestJS)', 'nodejs nestjs typescript postgresql', 1, 'onsite', 'full_time', 3, 50000, 80000, 'พัฒนา API ด้วย NestJS และ TypeScript เชื่อมต่อฐานข้อมูล PostgreSQL สำหรับระบบธนาคารดิจิทัล'],
  ['be-node-3', 'Senior Node.js Engineer', 'nodejs typescript aws microservices', 1, 'remote', 'full_time', 5, 90000, 130000, 'Serverless and container services on AWS, event-driven microservices in TypeScript.'],
  ['be-node-4', 'JavaScript Backend Developer', 'javascript nodejs express mysql', 3, 'onsite', 'full_time', 1, 30000, 50000, 'Maintain Express.js services and MySQL databases for an insurance company in Nonthaburi.'],
  ['be-node-5', 'โปรแกรมเมอร์หลังบ้าน Node.js', 'nodejs mongodb redis docker', 39, 'onsite', 'full_time', 2, 35000, 55000, 'บริษัทซอฟต์แวร์ในเชียงใหม่ รับสมัครโปรแกรมเมอร์ Node.js พัฒนา API และระบบแชท'],
  ['be-node-6', 'API Developer (TypeScript, Fastify)', 'typescript fastify postgresql docker', 1, 'hybrid', 'contract', 3, 60000, 90000, 'Twelve-month contract: high-performance APIs with Fastify and PostgreSQL.'],
  ['be-node-7', 'Backend Engineer – Node.js / GraphQL', 'nodejs graphql typescript mongodb aws', 1, 'hybrid', 'full_time', 3, 65000, 95000, 'GraphQL gateway and services for a travel marketplace.'],
  // Java backend
  ['be-java-1', 'Java Developer (Spring Boot)', 'java spring oracle microservices', 1, 'onsite', 'full_time', 3, 50000, 90000, 'Core banking services with Spring Boot and Oracle. Microservices, CI/CD.'],
  ['be-java-2', 'นักพัฒนาจาวา อาวุโส', 'java spring kafka postgresql', 1, 'hybrid', 'full_time', 6, 90000, 140000, 'พัฒนาระบบ Spring Boot รองรับธุรกรรมจำนวนมาก ใช้ Kafka และ PostgreSQL'],
  ['be-java-3', 'Senior Software Engineer (Java, Microservices)', 'java spring microservices kafka kubernetes', 1, 'hybrid', 'full_time', 6, 100000, 150000, 'Design event-driven microservices in Java with Kafka on Kubernetes for a telecom operator.'],
  ['be-java-4', 'Java Programmer', 'java sql-server spring', 4, 'onsite', 'full_time', 1, 28000, 40000, 'Maintain internal Java applications for a manufacturing company in Pathum Thani.'],
  ['be-java-5', 'วิศวกรซอฟต์แวร์ Java (ระบบธนาคาร)', 'java spring oracle', 1, 'onsite', 'full_time', 4, 70000, 100000, 'พัฒนาและดูแลระบบธนาคารหลักด้วย Java และ Oracle'],
  ['be-java-6', 'Kotlin Backend Developer', 'kotlin spring postgresql', 1, 'remote', 'full_time', 3, 70000, 100000, 'Spring Boot services written in Kotlin for a fintech startup.'],
  ['be-java-7', 'Java Tech Lead', 'java spring system-design leadership microservices', 1, 'hybrid', 'full_time', 8, 140000, 190000, 'Lead a team of Java engineers, own the architecture of our lending platform.'],
  // PHP
  ['be-php-1', 'PHP Developer (Laravel)', 'php laravel mysql', 1, 'onsite', 'full_time', 2, 30000, 50000, 'Build e-commerce features with Laravel and MySQL.'],
  ['be-php-2', 'โปรแกรมเมอร์ PHP', 'php codeigniter mysql jquery', 1, 'onsite', 'full_time', 1, 25000, 40000, 'พัฒนาเว็บแอปพลิเคชันด้วย PHP CodeIgniter และ jQuery'],
  ['be-php-3', 'Senior Laravel Developer', 'laravel php mysql redis vue', 1, 'hybrid', 'full_time', 5, 60000, 90000, 'Lead Laravel development of our SaaS product, Vue.js on the frontend.'],
  ['be-php-4', 'นักพัฒนาเว็บ PHP/Laravel', 'php laravel mysql', 67, 'onsite', 'full_time', 2, 25000, 35000, 'บริษัททัวร์ที่ภูเก็ต พัฒนาระบบจองด้วย Laravel'],
  ['be-php-5', 'WordPress & PHP Developer', 'php mysql html css', 1, 'remote', 'freelance', 1, 20000, 35000, 'Freelance: custom WordPress plugins and themes.'],
  // Python backend
  ['be-py-1', 'Python Backend Developer (Django)', 'python django postgresql docker', 1, 'hybrid', 'full_time', 3, 50000, 85000, 'Build APIs with Django REST framework for a healthcare platform.'],
  ['be-py-2', 'นักพัฒนา Python (FastAPI)', 'python fastapi postgresql redis', 1, 'remote', 'full_time', 2, 45000, 75000, 'พัฒนา API ด้วย FastAPI ทำงานจากที่บ้านได้ 100%'],
  ['be-py-3', 'Senior Python Engineer', 'python django aws microservices', 1, 'hybrid', 'full_time', 6, 90000, 130000, 'Scale our Python services on AWS; mentor engineers.'],
  ['be-py-4', 'Python Developer (Flask)', 'python flask mysql', 39, 'onsite', 'full_time', 1, 30000, 45000, 'Flask web apps for a university spin-off in Chiang Mai.'],
  ['be-py-5', 'Software Engineer – Python/Go', 'python go postgresql kubernetes', 1, 'hybrid', 'full_time', 4, 80000, 120000, 'Backend services in Python and Go for a ride-hailing company.'],
  // .NET
  ['be-net-1', '.NET Developer (C#)', 'csharp dotnet sql-server', 1, 'onsite', 'full_time', 2, 40000, 70000, 'ASP.NET Core web APIs with SQL Server for an insurance group.'],
  ['be-net-2', 'นักพัฒนา C# .NET อาวุโส', 'csharp dotnet azure sql-server', 1, 'hybrid', 'full_time', 5, 80000, 120000, 'พัฒนาระบบด้วย .NET Core บน Azure'],
  ['be-net-3', 'C# Programmer', 'csharp dotnet sql-server', 11, 'onsite', 'full_time', 1, 25000, 40000, 'Factory systems in C# at our plant in Chon Buri.'],
  ['be-net-4', '.NET Full-stack Developer', 'dotnet csharp angular sql-server', 1, 'hybrid', 'full_time', 3, 55000, 85000, '.NET backend and Angular frontend for an HR system.'],
  // React frontend
  ['fe-react-1', 'Frontend Developer (React)', 'react typescript redux css', 1, 'hybrid', 'full_time', 3, 50000, 80000, 'Build our customer web app with React, TypeScript and Redux Toolkit.'],
  ['fe-react-2', 'นักพัฒนาฟรอนต์เอนด์ React', 'react javascript css html', 1, 'onsite', 'full_time', 2, 35000, 60000, 'พัฒนาเว็บแอปพลิเคชันด้วย React ร่วมกับทีมออกแบบ'],
  ['fe-react-3', 'Senior Frontend Engineer (React, Next.js)', 'react nextjs typescript jest', 1, 'remote', 'full_time', 5, 90000, 130000, 'Next.js storefront, performance and testing culture (Jest, Playwright).'],
  ['fe-react-4', 'React Developer', 'react typescript tailwind', 39, 'onsite', 'full_time', 2, 35000, 55000, 'Product studio in Chiang Mai building React apps for overseas clients.'],
  ['fe-react-5', 'Frontend Engineer – Design System (React)', 'react typescript design-systems css jest', 1, 'hybrid', 'full_time', 4, 70000, 110000, 'Own our React component library and design system with the design team.'],
  ['fe-react-6', 'โปรแกรมเมอร์ React / Next.js', 'nextjs react javascript', 1, 'hybrid', 'contract', 2, 45000, 70000, 'สัญญาจ้าง 1 ปี พัฒนาเว็บไซต์องค์กรด้วย Next.js'],
  ['fe-react-7', 'Micro-frontend Engineer', 'react micro-frontends webpack typescript', 1, 'hybrid', 'full_time', 4, 80000, 120000, 'Module Federation micro-frontends for a super app.'],
  // Vue frontend
  ['fe-vue-1', 'Frontend Developer (Vue.js)', 'vue javascript css html', 1, 'hybrid', 'full_time', 2, 35000, 60000, 'Build dashboards with Vue 3 and Pinia.'],
  ['fe-vue-2', 'นักพัฒนาเว็บ Vue.js', 'vue nuxt javascript', 39, 'onsite', 'full_time', 1, 25000, 40000, 'พัฒนาเว็บไซต์ด้วย Vue และ Nuxt ที่สำนักงานเชียงใหม่'],
  ['fe-vue-3', 'Junior Vue Developer (Remote)', 'vue javascript html css', 1, 'remote', 'full_time', 0, 25000, 38000, 'Remote junior role: Vue components and HTML/CSS for marketing sites.'],
  ['fe-vue-4', 'Nuxt.js Frontend Engineer', 'nuxt vue typescript tailwind', 1, 'hybrid', 'full_time', 3, 55000, 85000, 'SSR storefront in Nuxt with Tailwind CSS.'],
  ['fe-vue-5', 'Web Developer (Vue, Laravel)', 'vue laravel php mysql', 29, 'onsite', 'full_time', 1, 22000, 35000, 'Web developer for a retail chain in Khon Kaen: Vue frontend, Laravel backend.'],
  // Angular
  ['fe-ng-1', 'Angular Developer', 'angular typescript rest-api', 1, 'onsite', 'full_time', 2, 40000, 65000, 'Angular apps for a bank back office.'],
  ['fe-ng-2', 'นักพัฒนา Angular อาวุโส', 'angular typescript redux', 1, 'hybrid', 'full_time', 5, 70000, 100000, 'พัฒนาระบบเว็บด้วย Angular สำหรับบริษัทประกัน'],
  ['fe-ng-3', 'Frontend Developer (Angular / React)', 'angular react typescript', 3, 'hybrid', 'full_time', 3, 45000, 70000, 'Migrate Angular apps to React.'],
  ['fe-ng-4', 'Web Programmer (JavaScript, jQuery)', 'javascript jquery html css', 11, 'onsite', 'full_time', 0, 20000, 30000, 'Maintain company websites in jQuery.'],
  // Full-stack
  ['fs-1', 'Full-stack Developer (React, Node.js)', 'react nodejs typescript postgresql', 1, 'remote', 'full_time', 4, 70000, 110000, 'Ship features across our React frontend and Node.js backend.'],
  ['fs-2', 'นักพัฒนาฟูลสแต็ก', 'react nodejs mongodb docker', 1, 'hybrid', 'full_time', 3, 55000, 85000, 'พัฒนาทั้งฝั่งหน้าบ้านด้วย React และหลังบ้านด้วย Node.js'],
  ['fs-3', 'Full Stack Engineer (Next.js, NestJS)', 'nextjs nestjs typescript postgresql aws', 1, 'hybrid', 'full_time', 5, 90000, 130000, 'TypeScript end to end: Next.js and NestJS on AWS.'],
  ['fs-4', 'Full-stack Developer (Vue, Python)', 'vue python django postgresql', 39, 'hybrid', 'full_time', 2, 40000, 60000, 'Vue and Django for an agritech startup in Chiang Mai.'],
  ['fs-5', 'Full-stack Web Developer (PHP, React)', 'php laravel react mysql', 1, 'onsite', 'full_time', 3, 45000, 70000, 'Laravel APIs and React admin panels.'],
  // Flutter
  ['mob-fl-1', 'Flutter Developer', 'flutter dart firebase rest-api', 1, 'hybrid', 'full_time', 2, 45000, 75000, 'Build our consumer app in Flutter with Firebase.'],
  ['mob-fl-2', 'นักพัฒนาแอปพลิเคชัน Flutter', 'flutter dart android ios', 1, 'onsite', 'full_time', 3, 50000, 80000, 'พัฒนาแอปมือถือด้วย Flutter ทั้ง Android และ iOS'],
  ['mob-fl-3', 'Senior Mobile Engineer (Flutter)', 'flutter dart ci-cd firebase', 1, 'remote', 'full_time', 5, 90000, 130000, 'Lead our Flutter app architecture, CI/CD for mobile.'],
  ['mob-fl-4', 'Mobile Developer (Flutter / React Native)', 'flutter react-native dart javascript', 39, 'hybrid', 'full_time', 2, 40000, 60000, 'Cross-platform apps for tourism clients.'],
  ['mob-fl-5', 'โปรแกรมเมอร์ Flutter (สัญญาจ้าง)', 'flutter dart', 1, 'remote', 'contract', 1, 35000, 50000, 'สัญญาจ้าง 6 เดือน พัฒนาแอป Flutter'],
  // iOS
  ['mob-ios-1', 'iOS Developer (Swift)', 'swift ios swiftui', 1, 'hybrid', 'full_time', 3, 60000, 95000, 'Build our banking app in Swift and SwiftUI.'],
  ['mob-ios-2', 'นักพัฒนา iOS อาวุโส', 'swift ios objective-c', 1, 'onsite', 'full_time', 5, 80000, 120000, 'พัฒนาแอป iOS ด้วย Swift ดูแลโค้ด Objective-C เดิม'],
  ['mob-ios-3', 'Senior iOS Engineer (SwiftUI)', 'swiftui swift ios ci-cd', 1, 'remote', 'full_time', 5, 100000, 140000, 'SwiftUI app used by millions; modular architecture.'],
  ['mob-ios-4', 'Mobile Engineer (iOS/Android)', 'ios android swift kotlin', 1, 'hybrid', 'full_time', 4, 70000, 110000, 'Native mobile engineer working on both platforms.'],
  // Android
  ['mob-and-1', 'Android Developer (Kotlin)', 'android kotlin jetpack-compose', 1, 'hybrid', 'full_time', 3, 55000, 90000, 'Native Android with Kotlin and Jetpack Compose.'],
  ['mob-and-2', 'นักพัฒนาแอนดรอยด์', 'android kotlin java', 1, 'onsite', 'full_time', 2, 40000, 65000, 'พัฒนาแอป Android ด้วย Kotlin และ Java'],
  ['mob-and-3', 'Senior Android Engineer', 'android kotlin ci-cd', 1, 'remote', 'full_time', 5, 90000, 130000, 'Lead Android development for a super app.'],
  ['mob-and-4', 'Android Programmer', 'android java', 11, 'onsite', 'full_time', 1, 28000, 40000, 'Android apps for logistics handhelds in Chon Buri.'],
  // React Native
  ['mob-rn-1', 'React Native Developer', 'react-native javascript typescript redux', 1, 'hybrid', 'full_time', 2, 45000, 75000, 'Cross-platform app with React Native and Redux.'],
  ['mob-rn-2', 'นักพัฒนา React Native', 'react-native typescript firebase', 1, 'remote', 'full_time', 3, 50000, 80000, 'พัฒนาแอปด้วย React Native ทำงานจากที่บ้าน'],
  ['mob-rn-3', 'Mobile Developer (React Native, Expo)', 'react-native react typescript', 39, 'hybrid', 'contract', 2, 40000, 60000, 'Contract role in Chiang Mai.'],
  // Data engineering
  ['de-1', 'Data Engineer', 'python sql spark airflow gcp', 1, 'hybrid', 'full_time', 3, 60000, 100000, 'Build batch and streaming pipelines on GCP with Airflow and Spark.'],
  ['de-2', 'วิศวกรข้อมูล (Data Engineer)', 'python sql etl data-warehouse airflow', 1, 'onsite', 'full_time', 3, 55000, 90000, 'ออกแบบ data pipeline และคลังข้อมูลสำหรับธนาคาร'],
  ['de-3', 'Senior Data Engineer (AWS)', 'python spark aws etl kafka', 1, 'remote', 'full_time', 5, 100000, 150000, 'Lakehouse on AWS, Spark, streaming with Kafka.'],
  ['de-4', 'Big Data Engineer', 'hadoop spark sql python', 1, 'onsite', 'full_time', 4, 70000, 110000, 'Hadoop and Spark platform for a telecom operator.'],
  ['de-5', 'Analytics Engineer (dbt)', 'dbt sql data-warehouse python', 1, 'hybrid', 'full_time', 2, 50000, 80000, 'Model data with dbt on Snowflake.'],
  ['de-6', 'ETL Developer', 'etl sql sql-server', 4, 'onsite', 'full_time', 2, 35000, 55000, 'SSIS and SQL Server ETL jobs for a manufacturer.'],
  // Data analysis
  ['da-1', 'Data Analyst', 'sql power-bi excel python', 1, 'hybrid', 'full_time', 2, 35000, 55000, 'Analyse sales data, build Power BI dashboards.'],
  ['da-2', 'นักวิเคราะห์ข้อมูล', 'sql excel tableau statistics', 1, 'onsite', 'full_time', 1, 30000, 45000, 'วิเคราะห์ข้อมูลลูกค้าและทำรายงานด้วย Tableau'],
  ['da-3', 'Senior Data Analyst (BI)', 'sql power-bi data-warehouse statistics', 1, 'hybrid', 'full_time', 5, 70000, 100000, 'Own BI for the commercial team.'],
  ['da-4', 'Business Intelligence Analyst', 'power-bi sql excel', 11, 'onsite', 'full_time', 2, 30000, 45000, 'BI analyst at an industrial estate in Chon Buri.'],
  ['da-5', 'Marketing Data Analyst', 'sql python statistics digital-marketing', 1, 'remote', 'full_time', 2, 40000, 60000, 'Campaign analytics and A/B tests.'],
  ['da-6', 'นักวิเคราะห์ข้อมูล BI (Power BI)', 'power-bi sql excel', 1, 'hybrid', 'contract', 1, 30000, 45000, 'สัญญาจ้าง ทำแดชบอร์ด Power BI'],
  // Data science / ML
  ['ds-1', 'Machine Learning Engineer', 'python machine-learning pytorch mlops docker', 1, 'hybrid', 'full_time', 3, 80000, 130000, 'Train and deploy models in production; MLOps with Kubeflow.'],
  ['ds-2', 'นักวิทยาศาสตร์ข้อมูล', 'python machine-learning statistics sql', 1, 'onsite', 'full_time', 2, 50000, 90000, 'สร้างโมเดลพยากรณ์ความต้องการสินค้า'],
  ['ds-3', 'NLP Engineer (Thai LLM)', 'python nlp llm pytorch', 1, 'remote', 'full_time', 3, 90000, 150000, 'Build Thai language models, RAG systems and evaluation.'],
  ['ds-4', 'Senior Data Scientist', 'python machine-learning deep-learning tensorflow sql', 1, 'hybrid', 'full_time', 5, 100000, 160000, 'Lead modelling for credit risk.'],
  ['ds-5', 'AI Engineer (Generative AI)', 'llm python nlp docker', 1, 'hybrid', 'full_time', 2, 70000, 120000, 'Ship LLM features: RAG, agents, evaluation.'],
  ['ds-6', 'Computer Vision Engineer', 'computer-vision python deep-learning pytorch', 4, 'onsite', 'full_time', 3, 60000, 100000, 'Vision models for factory inspection.'],
  // DevOps / SRE
  ['ops-1', 'DevOps Engineer', 'kubernetes docker terraform aws ci-cd', 1, 'hybrid', 'full_time', 3, 70000, 110000, 'Run our Kubernetes clusters on AWS, Terraform, CI/CD pipelines.'],
  ['ops-2', 'วิศวกร DevOps อาวุโส', 'kubernetes docker gitlab-ci prometheus linux', 1, 'onsite', 'full_time', 5, 90000, 140000, 'ดูแลระบบ Kubernetes และ CI/CD ด้วย GitLab CI ติดตามระบบด้วย Prometheus'],
  ['ops-3', 'Site Reliability Engineer (SRE)', 'kubernetes prometheus linux go aws', 1, 'remote', 'full_time', 5, 100000, 150000, 'Reliability, observability and incident response.'],
  ['ops-4', 'Cloud Engineer (Azure)', 'azure terraform docker', 1, 'hybrid', 'full_time', 3, 60000, 95000, 'Azure landing zones and infrastructure as code.'],
  ['ops-5', 'Platform Engineer', 'kubernetes terraform gcp github-actions', 1, 'hybrid', 'full_time', 4, 90000, 130000, 'Internal developer platform on GKE.'],
  ['ops-6', 'System Engineer (Linux)', 'linux bash networking ansible', 11, 'onsite', 'full_time', 2, 35000, 55000, 'Linux servers for a data centre in Chon Buri.'],
  ['ops-7', 'DevSecOps Engineer', 'ci-cd docker kubernetes cybersecurity', 1, 'hybrid', 'full_time', 4, 85000, 125000, 'Secure CI/CD pipelines and container security.'],
  // QA automation
  ['qa-auto-1', 'QA Automation Engineer', 'test-automation selenium robot-framework python', 1, 'hybrid', 'full_time', 3, 45000, 70000, 'Automate regression tests with Robot Framework and Selenium.'],
  ['qa-auto-2', 'วิศวกรทดสอบอัตโนมัติ', 'test-automation playwright typescript', 1, 'onsite', 'full_time', 2, 40000, 65000, 'เขียนชุดทดสอบอัตโนมัติด้วย Playwright'],
  ['qa-auto-3', 'Senior SDET', 'test-automation cypress jest ci-cd', 1, 'remote', 'full_time', 5, 80000, 120000, 'Own test strategy and automation framework.'],
  ['qa-auto-4', 'Performance Test Engineer', 'jmeter test-automation linux', 1, 'hybrid', 'contract', 3, 50000, 80000, 'Load testing with JMeter and k6.'],
  ['qa-auto-5', 'Mobile QA Automation (Appium)', 'appium test-automation android ios', 1, 'hybrid', 'full_time', 3, 45000, 70000, 'Automate mobile app tests with Appium.'],
  // Manual QA
  ['qa-man-1', 'QA Tester', 'manual-testing jira sql', 1, 'onsite', 'full_time', 1, 25000, 40000, 'Write test cases and execute manual tests.'],
  ['qa-man-2', 'ผู้ทดสอบระบบ (Software Tester)', 'manual-testing sql', 3, 'onsite', 'full_time', 1, 22000, 35000, 'ทดสอบระบบงานธนาคาร เขียน test case'],
  ['qa-man-3', 'Software Tester (UAT)', 'manual-testing business-analysis jira', 1, 'hybrid', 'contract', 2, 30000, 45000, 'Coordinate UAT with business users.'],
  ['qa-man-4', 'เจ้าหน้าที่ทดสอบซอฟต์แวร์', 'manual-testing excel', 29, 'onsite', 'full_time', 0, 18000, 25000, 'ทดสอบโปรแกรมของบริษัทที่ขอนแก่น รับจบใหม่'],
  // UX/UI
  ['ux-1', 'UX/UI Designer', 'figma ux-design ui-design', 1, 'hybrid', 'full_time', 2, 40000, 65000, 'Design flows and interfaces for our mobile banking app in Figma.'],
  ['ux-2', 'นักออกแบบ UX/UI', 'figma ui-design ux-design design-systems', 1, 'onsite', 'full_time', 3, 45000, 70000, 'ออกแบบประสบการณ์ผู้ใช้และหน้าจอแอปพลิเคชันด้วย Figma'],
  ['ux-3', 'Senior Product Designer', 'ux-design figma design-systems', 1, 'remote', 'full_time', 5, 80000, 120000, 'End-to-end product design and research.'],
  ['ux-4', 'UI Designer (Graphic)', 'ui-design photoshop illustrator', 39, 'onsite', 'full_time', 1, 25000, 35000, 'Visual design for web and social media in Chiang Mai.'],
  ['ux-5', 'UX Researcher', 'ux-design communication', 1, 'hybrid', 'contract', 3, 50000, 75000, 'User interviews and usability tests.'],
  // Project / product management
  ['pm-1', 'IT Project Manager', 'project-management agile scrum jira', 1, 'onsite', 'full_time', 5, 80000, 120000, 'Deliver core banking projects with agile teams.'],
  ['pm-2', 'ผู้จัดการโครงการไอที', 'project-management communication leadership', 1, 'hybrid', 'full_time', 7, 90000, 140000, 'บริหารโครงการพัฒนาระบบ ERP ประสานงานลูกค้า'],
  ['pm-3', 'Scrum Master', 'scrum agile jira kanban', 1, 'hybrid', 'full_time', 3, 60000, 90000, 'Coach two product teams in Scrum.'],
  ['pm-4', 'Product Owner (Digital Banking)', 'product-management agile business-analysis', 1, 'hybrid', 'full_time', 5, 90000, 130000, 'Own the backlog for mobile banking.'],
  ['pm-5', 'Senior IT Project Manager (English)', 'project-management english agile leadership', 1, 'hybrid', 'full_time', 8, 120000, 170000, 'Manage regional IT programmes with teams across ASEAN.'],
  // Business analysis
  ['ba-1', 'Business Analyst (IT)', 'business-analysis sql jira', 1, 'onsite', 'full_time', 2, 40000, 65000, 'Gather requirements and write specifications.'],
  ['ba-2', 'นักวิเคราะห์ระบบ (System Analyst)', 'business-analysis sql system-design', 1, 'hybrid', 'full_time', 3, 45000, 75000, 'วิเคราะห์ความต้องการและออกแบบระบบ'],
  ['ba-3', 'Senior Business Analyst', 'business-analysis agile communication', 1, 'hybrid', 'full_time', 5, 70000, 100000, 'Lead analysis for insurance products.'],
  ['ba-4', 'SAP Business Analyst', 'sap business-analysis', 1, 'onsite', 'full_time', 4, 70000, 100000, 'SAP SD/MM requirements and configuration.'],
  // IT support
  ['sup-1', 'IT Support', 'it-support windows-server networking', 1, 'onsite', 'full_time', 1, 18000, 25000, 'Helpdesk for 300 users.'],
  ['sup-2', 'เจ้าหน้าที่ไอทีซัพพอร์ต', 'it-support networking', 11, 'onsite', 'full_time', 1, 18000, 25000, 'ดูแลคอมพิวเตอร์และเครือข่ายในโรงงาน ชลบุรี'],
  ['sup-3', 'IT Support Engineer', 'it-support windows-server vmware', 11, 'onsite', 'full_time', 2, 22000, 30000, 'Support and virtualisation in Chon Buri.'],
  ['sup-4', 'ไอทีซัพพอร์ต (ประจำสาขา)', 'it-support', 67, 'onsite', 'full_time', 0, 15000, 20000, 'ดูแลระบบไอทีของโรงแรมที่ภูเก็ต'],
  ['sup-5', 'Service Desk Analyst (English)', 'it-support english windows-server', 1, 'hybrid', 'full_time', 2, 25000, 35000, 'Service desk for an international company.'],
  // Security
  ['sec-1', 'Security Analyst (SOC)', 'cybersecurity siem networking', 1, 'onsite', 'full_time', 2, 45000, 75000, 'Monitor alerts in Splunk, incident response.'],
  ['sec-2', 'นักวิเคราะห์ความปลอดภัยไซเบอร์', 'cybersecurity siem linux', 1, 'hybrid', 'full_time', 3, 50000, 85000, 'เฝ้าระวังภัยคุกคาม วิเคราะห์เหตุการณ์ด้านความปลอดภัย'],
  ['sec-3', 'Penetration Tester', 'penetration-testing cybersecurity linux', 1, 'hybrid', 'full_time', 3, 60000, 100000, 'Web and network penetration tests.'],
  ['sec-4', 'Information Security Officer (ISO 27001)', 'iso27001 cybersecurity', 1, 'onsite', 'full_time', 5, 70000, 110000, 'ISMS and audits.'],
  // SAP
  ['sap-1', 'SAP ABAP Developer', 'abap sap', 1, 'onsite', 'full_time', 3, 60000, 100000, 'ABAP development for S/4HANA.'],
  ['sap-2', 'ที่ปรึกษา SAP ABAP', 'abap sap sql', 1, 'hybrid', 'full_time', 5, 80000, 120000, 'พัฒนาโปรแกรม ABAP และให้คำปรึกษาลูกค้า'],
  ['sap-3', 'SAP Basis Consultant', 'sap linux', 1, 'onsite', 'full_time', 4, 70000, 110000, 'SAP Basis administration.'],
  // Internships
  ['int-1', 'นักศึกษาฝึกงาน Web Developer', 'html css javascript', 1, 'onsite', 'internship', 0, 8000, 12000, 'ฝึกงานพัฒนาเว็บไซต์ 4 เดือน'],
  ['int-2', 'Software Engineering Intern', 'python javascript git', 1, 'hybrid', 'internship', 0, 10000, 15000, 'Internship on our product team.'],
  ['int-3', 'นักศึกษาฝึกงาน ไอทีซัพพอร์ต', 'it-support', 29, 'onsite', 'internship', 0, 6000, 9000, 'ฝึกงานดูแลระบบคอมพิวเตอร์ที่ขอนแก่น'],
  ['int-4', 'Data Analyst Intern', 'sql excel python', 1, 'hybrid', 'internship', 0, 9000, 12000, 'Help the BI team with reports.'],
  // Other
  ['mkt-1', 'Digital Marketing Specialist', 'digital-marketing seo', 1, 'hybrid', 'full_time', 2, 30000, 50000, 'Run Google and Facebook ads.'],
  ['mkt-2', 'SEO Specialist', 'seo digital-marketing', 1, 'remote', 'full_time', 2, 30000, 45000, 'Technical SEO and content.'],
  ['mkt-3', 'นักการตลาดออนไลน์', 'digital-marketing', 1, 'onsite', 'full_time', 1, 20000, 30000, 'วางแผนการตลาดออนไลน์'],
  ['game-1', 'Unity Game Developer', 'unity csharp', 1, 'hybrid', 'full_time', 2, 40000, 70000, 'Mobile games in Unity and C#.'],
  ['game-2', 'นักพัฒนาเกม Unreal Engine', 'unreal cpp', 1, 'onsite', 'full_time', 3, 50000, 80000, 'พัฒนาเกมด้วย Unreal Engine และ C++'],
  ['iot-1', 'Embedded / IoT Engineer', 'iot c cpp', 4, 'onsite', 'full_time', 2, 35000, 60000, 'Firmware for smart meters.'],
  ['iot-2', 'IoT Developer (Python)', 'iot python mqtt', 39, 'hybrid', 'full_time', 2, 35000, 55000, 'Sensor platforms for agriculture.'],
  ['bc-1', 'Blockchain Developer (Solidity)', 'blockchain solidity javascript', 1, 'remote', 'full_time', 2, 70000, 120000, 'Smart contracts on Ethereum.'],
  ['sf-1', 'Salesforce Developer', 'salesforce javascript', 1, 'hybrid', 'full_time', 3, 60000, 90000, 'Apex and Lightning development.'],
  ['net-1', 'Network Engineer (CCNA)', 'networking linux', 1, 'onsite', 'full_time', 3, 40000, 65000, 'Enterprise networks, Cisco.'],
  ['net-2', 'วิศวกรเครือข่าย', 'networking windows-server', 11, 'onsite', 'full_time', 2, 30000, 50000, 'ดูแลระบบเครือข่ายองค์กร ชลบุรี'],
];

export const EVAL_JOBS: EvalJob[] = rows.map(([id, title, skills, provinceId, workType, hireType, years, min, max, description]) => ({
  id,
  title,
  description,
  skills: skills.split(' ').filter((s) => s.length > 0),
  provinceId,
  workType,
  hireType,
  yearsExperienceMin: years,
  salaryMin: min,
  salaryMax: max,
  educationLevelId: hireType === 'internship' ? null : 5,
}));
