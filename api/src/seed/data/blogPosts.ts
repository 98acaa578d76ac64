/** Bilingual blog posts about careers in Thai IT (demo content). Bodies are simple HTML. */
export interface DemoBlogPost {
  slug: string;
  titleTh: string;
  titleEn: string;
  excerptTh: string;
  excerptEn: string;
  tags: string[];
  coverUrl: string | null;
  /** days before the seed date */
  daysAgo: number;
  sections: { th: [string, string]; en: [string, string] }[];
}

export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    slug: 'write-a-developer-resume-thai-companies-love',
    titleTh: 'เขียนเรซูเม่นักพัฒนาอย่างไรให้บริษัทไทยสนใจ',
    titleEn: 'How to write a developer résumé Thai companies love',
    excerptTh: 'โครงสร้างเรซูเม่ที่ HR และหัวหน้าทีมเทคนิคอ่านจบภายในหนึ่งนาที',
    excerptEn: 'A résumé structure that both HR and tech leads can read in one minute.',
    tags: ['resume', 'career'],
    coverUrl: '/assets/blog/resume.svg',
    daysAgo: 2,
    sections: [
      {
        th: ['เริ่มจากสรุปตัวเองสั้น ๆ', 'เขียนสองถึงสามบรรทัดว่าคุณเชี่ยวชาญด้านไหน มีประสบการณ์กี่ปี และกำลังมองหางานแบบใด'],
        en: [
          'Start with a short summary',
          'Two or three lines: what you are good at, how many years of experience you have and what you are looking for.',
        ],
      },
      {
        th: ['ใส่ผลงานที่วัดผลได้', 'แทนที่จะเขียนว่า "ดูแลระบบ" ให้เขียนว่า "ลดเวลาโหลดหน้าเว็บจาก 4 วินาทีเหลือ 1.2 วินาที"'],
        en: [
          'Show measurable results',
          'Instead of "maintained the system", write "cut page load time from 4 s to 1.2 s".',
        ],
      },
      {
        th: ['แยกทักษะตามหมวด', 'จัดกลุ่มภาษาโปรแกรม เฟรมเวิร์ก ฐานข้อมูล และเครื่องมือ เพื่อให้ระบบค้นหาและผู้อ่านหาเจอง่าย'],
        en: [
          'Group your skills',
          'Group languages, frameworks, databases and tools so that both search engines and people find them.',
        ],
      },
    ],
  },
  {
    slug: 'thai-it-salary-guide',
    titleTh: 'คู่มือเงินเดือนสายไอทีในประเทศไทย',
    titleEn: 'Thai IT salary guide',
    excerptTh: 'ช่วงเงินเดือนของนักพัฒนา วิศวกรข้อมูล และ DevOps ตามระดับประสบการณ์',
    excerptEn: 'Salary ranges for developers, data engineers and DevOps by experience level.',
    tags: ['salary', 'career'],
    coverUrl: '/assets/blog/salary.svg',
    daysAgo: 5,
    sections: [
      {
        th: ['ระดับจูเนียร์', 'นักพัฒนาจบใหม่ในกรุงเทพฯ มักได้เงินเดือนเริ่มต้นประมาณ 25,000 ถึง 40,000 บาท'],
        en: [
          'Junior level',
          'New graduate developers in Bangkok usually start between 25,000 and 40,000 baht a month.',
        ],
      },
      {
        th: ['ระดับอาวุโส', 'นักพัฒนาอาวุโสที่มีประสบการณ์ห้าปีขึ้นไปอยู่ที่ 70,000 ถึง 120,000 บาท หรือมากกว่าในบริษัทต่างชาติ'],
        en: [
          'Senior level',
          'Senior developers with five or more years earn 70,000 to 120,000 baht, more at international companies.',
        ],
      },
      {
        th: ['ปัจจัยอื่น', 'ภาษาอังกฤษ ทักษะคลาวด์ และประสบการณ์ด้านข้อมูลช่วยเพิ่มอำนาจการต่อรองได้มาก'],
        en: ['Other factors', 'English, cloud skills and data experience add a lot of negotiating power.'],
      },
    ],
  },
  {
    slug: 'from-support-to-devops',
    titleTh: 'จากไอทีซัพพอร์ตสู่ DevOps: เส้นทางที่เป็นไปได้',
    titleEn: 'From IT support to DevOps: a realistic path',
    excerptTh: 'ทักษะที่ควรเรียนตามลำดับ ตั้งแต่ Linux จนถึง Kubernetes',
    excerptEn: 'The skills to learn in order, from Linux to Kubernetes.',
    tags: ['devops', 'career-change'],
    coverUrl: null,
    daysAgo: 9,
    sections: [
      {
        th: [
          'พื้นฐาน Linux และเครือข่าย',
          'งานซัพพอร์ตให้พื้นฐานที่ดีเรื่องเครือข่ายและการแก้ปัญหา ต่อยอดด้วยคำสั่ง Linux และการเขียนสคริปต์',
        ],
        en: [
          'Linux and networking',
          'Support work gives you networking and troubleshooting; add Linux and scripting on top.',
        ],
      },
      {
        th: ['คอนเทนเนอร์และ CI/CD', 'เรียน Docker แล้วสร้าง pipeline อัตโนมัติด้วย GitHub Actions หรือ GitLab CI'],
        en: [
          'Containers and CI/CD',
          'Learn Docker, then automate a pipeline with GitHub Actions or GitLab CI.',
        ],
      },
      {
        th: ['คลาวด์และ Kubernetes', 'เลือกคลาวด์หนึ่งเจ้า สอบใบรับรองระดับเริ่มต้น แล้วฝึกใช้ Kubernetes กับโปรเจกต์จริง'],
        en: [
          'Cloud and Kubernetes',
          'Pick one cloud, pass an associate certification and practise Kubernetes on a real project.',
        ],
      },
    ],
  },
  {
    slug: 'remote-work-in-thailand',
    titleTh: 'ทำงานรีโมตในไทย: ข้อดี ข้อเสีย และสิ่งที่ต้องเตรียม',
    titleEn: 'Remote work in Thailand: pros, cons and preparation',
    excerptTh: 'ทำงานจากเชียงใหม่หรือภูเก็ตให้บริษัทในกรุงเทพฯ หรือต่างประเทศ',
    excerptEn: 'Working from Chiang Mai or Phuket for a Bangkok or foreign employer.',
    tags: ['remote', 'work-life'],
    coverUrl: '/assets/blog/remote.svg',
    daysAgo: 14,
    sections: [
      {
        th: ['ข้อดี', 'ประหยัดเวลาเดินทางและค่าครองชีพ เลือกเมืองที่อยากอยู่ได้'],
        en: ['Pros', 'No commute, lower cost of living and the freedom to choose your city.'],
      },
      {
        th: ['ข้อควรระวัง', 'การสื่อสารต้องชัดเจนขึ้น และต้องจัดเวลาทำงานกับเวลาส่วนตัวให้ดี'],
        en: [
          'Watch out for',
          'Communication has to be clearer, and work time and personal time need boundaries.',
        ],
      },
      {
        th: ['อุปกรณ์ที่ควรมี', 'อินเทอร์เน็ตสำรอง เก้าอี้ดี ๆ และหูฟังตัดเสียงรบกวน'],
        en: ['Equipment', 'A backup internet connection, a good chair and noise-cancelling headphones.'],
      },
    ],
  },
  {
    slug: 'technical-interview-preparation',
    titleTh: 'เตรียมตัวสัมภาษณ์งานสายเทคนิคภายในสองสัปดาห์',
    titleEn: 'Prepare for a technical interview in two weeks',
    excerptTh: 'แผนฝึกโจทย์ อัลกอริทึม และการออกแบบระบบแบบวันต่อวัน',
    excerptEn: 'A day-by-day plan for coding problems, algorithms and system design.',
    tags: ['interview', 'career'],
    coverUrl: null,
    daysAgo: 21,
    sections: [
      {
        th: ['สัปดาห์แรก: พื้นฐาน', 'ทบทวนโครงสร้างข้อมูลและฝึกโจทย์วันละสองข้อ พร้อมอธิบายความคิดออกเสียง'],
        en: [
          'Week one: fundamentals',
          'Review data structures and solve two problems a day, explaining your thinking out loud.',
        ],
      },
      {
        th: ['สัปดาห์ที่สอง: ออกแบบระบบ', 'ฝึกออกแบบระบบที่คุ้นเคย เช่น ระบบสั่งอาหารหรือระบบจองตั๋ว'],
        en: [
          'Week two: system design',
          'Practise designing systems you know, such as food ordering or ticket booking.',
        ],
      },
      {
        th: ['วันสัมภาษณ์', 'ถามคำถามกลับเกี่ยวกับทีม วิธีทำงาน และการเติบโต'],
        en: ['Interview day', 'Ask questions back about the team, ways of working and growth.'],
      },
    ],
  },
  {
    slug: 'data-engineer-vs-data-scientist',
    titleTh: 'วิศวกรข้อมูลกับนักวิทยาศาสตร์ข้อมูล ต่างกันอย่างไร',
    titleEn: 'Data engineer vs data scientist: what is the difference?',
    excerptTh: 'หน้าที่ ทักษะ และเส้นทางอาชีพของสองตำแหน่งที่คนมักสับสน',
    excerptEn: 'Duties, skills and career paths of two roles people often confuse.',
    tags: ['data', 'career'],
    coverUrl: '/assets/blog/data.svg',
    daysAgo: 28,
    sections: [
      {
        th: ['วิศวกรข้อมูล', 'สร้างและดูแลท่อส่งข้อมูล คลังข้อมูล และคุณภาพข้อมูล ใช้ SQL, Python และ Spark'],
        en: [
          'Data engineers',
          'Build and run pipelines, warehouses and data quality, with SQL, Python and Spark.',
        ],
      },
      {
        th: ['นักวิทยาศาสตร์ข้อมูล', 'ตั้งคำถามทางธุรกิจ สร้างโมเดล และสื่อสารผลลัพธ์ ใช้สถิติและ Machine Learning'],
        en: [
          'Data scientists',
          'Frame business questions, build models and communicate results with statistics and machine learning.',
        ],
      },
      {
        th: ['เลือกทางไหนดี', 'ถ้าชอบสร้างระบบ เลือกวิศวกรข้อมูล ถ้าชอบตั้งสมมติฐานและทดลอง เลือกนักวิทยาศาสตร์ข้อมูล'],
        en: [
          'Which one?',
          'If you like building systems, data engineering; if you like hypotheses and experiments, data science.',
        ],
      },
    ],
  },
  {
    slug: 'pdpa-for-developers',
    titleTh: 'PDPA สำหรับนักพัฒนา: สิ่งที่ต้องรู้',
    titleEn: 'PDPA for developers: what you need to know',
    excerptTh: 'กฎหมายคุ้มครองข้อมูลส่วนบุคคลของไทยกับการออกแบบระบบ',
    excerptEn: "Thailand's personal data protection act and system design.",
    tags: ['pdpa', 'security'],
    coverUrl: null,
    daysAgo: 35,
    sections: [
      {
        th: ['ความยินยอม', 'เก็บความยินยอมแยกตามวัตถุประสงค์ และเก็บประวัติการเปลี่ยนแปลงไว้ตรวจสอบ'],
        en: ['Consent', 'Collect consent per purpose and keep the history of changes for audits.'],
      },
      {
        th: ['เก็บเท่าที่จำเป็น', 'ออกแบบฐานข้อมูลให้เก็บข้อมูลส่วนบุคคลเท่าที่จำเป็นและลบได้เมื่อถูกร้องขอ'],
        en: ['Data minimisation', 'Store only the personal data you need, and make it deletable on request.'],
      },
      {
        th: ['ความปลอดภัย', 'เข้ารหัสข้อมูล จำกัดสิทธิ์การเข้าถึง และบันทึกการเข้าถึงข้อมูลสำคัญ'],
        en: ['Security', 'Encrypt, restrict access and log access to sensitive data.'],
      },
    ],
  },
  {
    slug: 'learning-english-for-it-careers',
    titleTh: 'ภาษาอังกฤษสำหรับคนไอที เริ่มจากตรงไหนดี',
    titleEn: 'English for IT careers: where to start',
    excerptTh: 'ฝึกอ่านเอกสาร เขียนอีเมล และพูดในประชุมสแตนด์อัป',
    excerptEn: 'Practise reading docs, writing e-mails and speaking at stand-ups.',
    tags: ['english', 'skills'],
    coverUrl: '/assets/blog/english.svg',
    daysAgo: 42,
    sections: [
      {
        th: ['อ่านเอกสารทุกวัน', 'อ่านเอกสารของเครื่องมือที่ใช้ทำงานเป็นภาษาอังกฤษ วันละสิบห้านาที'],
        en: ['Read docs daily', 'Read the documentation of your tools in English for fifteen minutes a day.'],
      },
      {
        th: ['เขียนให้สั้นและชัด', 'ฝึกเขียน pull request และอีเมลให้สั้น มีหัวข้อ และบอกสิ่งที่ต้องการชัดเจน'],
        en: [
          'Write short and clear',
          'Write short pull requests and e-mails with a subject and a clear ask.',
        ],
      },
      {
        th: ['พูดในประชุม', 'เตรียมประโยคสำหรับสแตนด์อัป: เมื่อวานทำอะไร วันนี้จะทำอะไร ติดปัญหาอะไร'],
        en: [
          'Speak at meetings',
          'Prepare stand-up sentences: what I did yesterday, what I will do today, what blocks me.',
        ],
      },
    ],
  },
  {
    slug: 'working-at-a-startup-vs-corporate',
    titleTh: 'ทำงานสตาร์ทอัพหรือองค์กรใหญ่ดี',
    titleEn: 'Startup or large company?',
    excerptTh: 'เปรียบเทียบการเรียนรู้ ความมั่นคง และสวัสดิการ',
    excerptEn: 'Comparing learning, stability and benefits.',
    tags: ['career', 'startup'],
    coverUrl: null,
    daysAgo: 50,
    sections: [
      {
        th: ['สตาร์ทอัพ', 'ได้ลองหลายบทบาท ตัดสินใจเร็ว แต่ความมั่นคงน้อยกว่า'],
        en: ['Startups', 'Many hats and fast decisions, but less stability.'],
      },
      {
        th: ['องค์กรใหญ่', 'กระบวนการชัดเจน สวัสดิการครบ และมีพี่เลี้ยงมากกว่า'],
        en: ['Large companies', 'Clear processes, full benefits and more mentors.'],
      },
      {
        th: ['คำแนะนำ', 'เลือกจากสิ่งที่อยากเรียนรู้ในสองปีข้างหน้า ไม่ใช่จากชื่อเสียงอย่างเดียว'],
        en: ['Advice', 'Choose by what you want to learn in the next two years, not by brand alone.'],
      },
    ],
  },
  {
    slug: 'qa-automation-career',
    titleTh: 'เส้นทางอาชีพผู้ทดสอบระบบแบบอัตโนมัติ',
    titleEn: 'A career in QA automation',
    excerptTh: 'จากการทดสอบด้วยมือสู่การเขียนชุดทดสอบอัตโนมัติ',
    excerptEn: 'From manual testing to automated test suites.',
    tags: ['qa', 'career'],
    coverUrl: '/assets/blog/qa.svg',
    daysAgo: 60,
    sections: [
      {
        th: ['เริ่มจากพื้นฐานการทดสอบ', 'เข้าใจการเขียนกรณีทดสอบ การจัดลำดับความสำคัญ และการรายงานข้อบกพร่อง'],
        en: ['Testing fundamentals', 'Learn to write test cases, prioritise and report defects.'],
      },
      {
        th: ['เลือกเครื่องมือ', 'Playwright, Cypress หรือ Robot Framework ล้วนเป็นที่ต้องการในตลาดไทย'],
        en: ['Pick a tool', 'Playwright, Cypress and Robot Framework are all in demand in Thailand.'],
      },
      {
        th: ['ก้าวต่อไป', 'เรียนรู้การทดสอบประสิทธิภาพและการนำชุดทดสอบเข้า CI'],
        en: ['Next steps', 'Learn performance testing and running suites in CI.'],
      },
    ],
  },
  {
    slug: 'negotiating-your-offer',
    titleTh: 'ต่อรองเงินเดือนอย่างมืออาชีพ',
    titleEn: 'Negotiating your offer like a professional',
    excerptTh: 'เตรียมข้อมูลตลาด ตัวเลขที่ต้องการ และทางเลือกสำรอง',
    excerptEn: 'Prepare market data, your number and a fallback.',
    tags: ['salary', 'interview'],
    coverUrl: null,
    daysAgo: 75,
    sections: [
      {
        th: ['รู้ราคาตลาด', 'ดูช่วงเงินเดือนในประกาศงานที่คล้ายกันก่อนเข้าสัมภาษณ์'],
        en: ['Know the market', 'Look at salary ranges of similar job posts before the interview.'],
      },
      {
        th: ['พูดถึงแพ็กเกจทั้งหมด', 'โบนัส ประกันสุขภาพ การทำงานไฮบริด และงบฝึกอบรมมีมูลค่าจริง'],
        en: [
          'Talk about the whole package',
          'Bonus, health insurance, hybrid work and training budget have real value.',
        ],
      },
      {
        th: ['สุภาพแต่ชัดเจน', 'ขอบคุณสำหรับข้อเสนอ แล้วบอกตัวเลขที่ต้องการพร้อมเหตุผล'],
        en: ['Polite but clear', 'Thank them for the offer, then state your number and why.'],
      },
    ],
  },
  {
    slug: 'tech-hubs-outside-bangkok',
    titleTh: 'เมืองเทคโนโลยีนอกกรุงเทพฯ',
    titleEn: 'Tech hubs outside Bangkok',
    excerptTh: 'เชียงใหม่ ขอนแก่น ภูเก็ต และพื้นที่ EEC กำลังเติบโต',
    excerptEn: 'Chiang Mai, Khon Kaen, Phuket and the EEC are growing.',
    tags: ['regions', 'career'],
    coverUrl: '/assets/blog/regions.svg',
    daysAgo: 90,
    sections: [
      {
        th: ['เชียงใหม่', 'ชุมชนนักพัฒนาและสตูดิโอเกมที่แข็งแรง ค่าครองชีพไม่สูง'],
        en: ['Chiang Mai', 'A strong developer community and game studios, with a moderate cost of living.'],
      },
      {
        th: ['ขอนแก่น', 'ศูนย์กลางการศึกษาและสมาร์ทซิตี้ของภาคอีสาน'],
        en: ['Khon Kaen', 'The education and smart-city centre of the Northeast.'],
      },
      {
        th: ['ชลบุรีและระยอง', 'โรงงานอัจฉริยะในพื้นที่ EEC ต้องการวิศวกรซอฟต์แวร์และข้อมูลจำนวนมาก'],
        en: ['Chon Buri and Rayong', 'Smart factories in the EEC need many software and data engineers.'],
      },
    ],
  },
  {
    slug: 'building-a-portfolio-as-a-new-graduate',
    titleTh: 'สร้างพอร์ตโฟลิโอสำหรับนักศึกษาจบใหม่',
    titleEn: 'Building a portfolio as a new graduate',
    excerptTh: 'สามโปรเจกต์ที่ช่วยให้ได้งานแรก',
    excerptEn: 'Three projects that help you land your first job.',
    tags: ['new-graduate', 'portfolio'],
    coverUrl: null,
    daysAgo: 120,
    sections: [
      {
        th: ['แก้ปัญหาจริง', 'สร้างแอปที่แก้ปัญหาของคนรอบตัว เช่น ระบบจองคิวร้านตัดผม'],
        en: ['Solve a real problem', 'Build an app for people around you, such as a barber queue system.'],
      },
      {
        th: ['ทำงานร่วมกับคนอื่น', 'ร่วมโปรเจกต์โอเพนซอร์สหรือแฮกกาธอนเพื่อแสดงว่าทำงานเป็นทีมได้'],
        en: ['Work with others', 'Contribute to open source or join a hackathon to show teamwork.'],
      },
      {
        th: ['เขียนอธิบาย', 'ทุกโปรเจกต์ควรมี README ที่บอกปัญหา วิธีแก้ และสิ่งที่ได้เรียนรู้'],
        en: [
          'Explain it',
          'Every project needs a README with the problem, the solution and what you learned.',
        ],
      },
    ],
  },
  {
    slug: 'ai-tools-for-developers',
    titleTh: 'ใช้เครื่องมือ AI ช่วยเขียนโค้ดอย่างปลอดภัย',
    titleEn: 'Using AI coding tools safely',
    excerptTh: 'ประโยชน์ ข้อจำกัด และนโยบายบริษัทที่ควรรู้',
    excerptEn: 'Benefits, limits and the company policies to know.',
    tags: ['ai', 'skills'],
    coverUrl: '/assets/blog/ai.svg',
    daysAgo: 150,
    sections: [
      {
        th: ['ประโยชน์', 'ช่วยเขียนโค้ดซ้ำ ๆ อธิบายโค้ดเก่า และร่างชุดทดสอบ'],
        en: ['Benefits', 'Boilerplate, explaining legacy code and drafting tests.'],
      },
      {
        th: ['ข้อจำกัด', 'ต้องตรวจสอบทุกบรรทัด เพราะอาจผิดหรือมีช่องโหว่'],
        en: ['Limits', 'Review every line: the output can be wrong or insecure.'],
      },
      {
        th: ['ข้อมูลลับ', 'อย่าวางข้อมูลลูกค้าหรือรหัสผ่านในเครื่องมือที่บริษัทไม่อนุญาต'],
        en: ['Secrets', 'Never paste customer data or credentials into tools your company has not approved.'],
      },
    ],
  },
  {
    slug: 'first-90-days-in-a-new-dev-job',
    titleTh: '90 วันแรกในงานนักพัฒนาใหม่',
    titleEn: 'Your first 90 days in a new developer job',
    excerptTh: 'เรียนรู้ระบบ สร้างความสัมพันธ์ และส่งมอบงานชิ้นแรก',
    excerptEn: 'Learn the system, build relationships and ship your first change.',
    tags: ['career', 'onboarding'],
    coverUrl: null,
    daysAgo: 200,
    sections: [
      {
        th: ['30 วันแรก', 'ตั้งค่าเครื่อง อ่านเอกสาร และแก้บั๊กเล็ก ๆ เพื่อเรียนรู้ขั้นตอนการส่งงาน'],
        en: ['First 30 days', 'Set up, read the docs and fix small bugs to learn how changes ship.'],
      },
      {
        th: ['60 วัน', 'รับผิดชอบฟีเจอร์ขนาดกลางและขอคำติชมจากหัวหน้า'],
        en: ['60 days', 'Own a medium feature and ask your lead for feedback.'],
      },
      {
        th: ['90 วัน', 'เสนอการปรับปรุงหนึ่งเรื่องที่ทีมได้ประโยชน์'],
        en: ['90 days', 'Propose one improvement the whole team benefits from.'],
      },
    ],
  },
  {
    slug: 'cloud-certifications-worth-it',
    titleTh: 'ใบรับรองคลาวด์คุ้มค่าไหม',
    titleEn: 'Are cloud certifications worth it?',
    excerptTh: 'ใบรับรองไหนที่นายจ้างไทยให้ความสำคัญ',
    excerptEn: 'Which certifications Thai employers value.',
    tags: ['cloud', 'skills'],
    coverUrl: '/assets/blog/cloud.svg',
    daysAgo: 240,
    sections: [
      {
        th: ['เมื่อไหร่ที่คุ้ม', 'คุ้มเมื่อกำลังเปลี่ยนสายงานหรือสมัครบริษัทที่ปรึกษาที่ต้องใช้ใบรับรองกับลูกค้า'],
        en: ['When it pays off', 'When you change careers or join consultancies that need certified staff.'],
      },
      {
        th: ['ใบรับรองยอดนิยม', 'AWS Solutions Architect, Google Cloud Associate และ Azure Administrator'],
        en: [
          'Popular certifications',
          'AWS Solutions Architect, Google Cloud Associate and Azure Administrator.',
        ],
      },
      {
        th: ['ประสบการณ์สำคัญกว่า', 'ใบรับรองเปิดประตู แต่โปรเจกต์จริงคือสิ่งที่ทำให้ได้งาน'],
        en: ['Experience matters more', 'Certificates open doors; real projects get you the job.'],
      },
    ],
  },
];
