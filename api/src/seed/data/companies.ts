/**
 * Fictional employers for the demo data. `focusEn`/`focusTh` finish the sentence "We build ...".
 * Any resemblance to real companies is accidental.
 */
export type CompanySize = '1-10' | '11-50' | '51-200' | '201-500' | '501-1000' | '1000+';

export interface DemoCompanyDef {
  key: string;
  nameEn: string;
  nameTh: string;
  typeId: number;
  size: CompanySize;
  provinceId: number;
  focusEn: string;
  focusTh: string;
  international: boolean;
}

type Row = [key: string, nameEn: string, nameTh: string, typeId: number, size: CompanySize, provinceId: number, focusEn: string, focusTh: string, international?: boolean];

const rows: Row[] = [
  ['siam-code', 'Siam Code Works Co., Ltd.', 'บริษัท สยามโค้ดเวิร์กส์ จำกัด', 1, '51-200', 1, 'custom software and cloud platforms for Thai enterprises', 'ซอฟต์แวร์และแพลตฟอร์มคลาวด์สำหรับองค์กรไทย'],
  ['chaophraya-digital', 'Chao Phraya Digital', 'เจ้าพระยา ดิจิทัล', 1, '201-500', 1, 'digital transformation projects for banks and insurers', 'โครงการเปลี่ยนผ่านสู่ดิจิทัลให้ธนาคารและบริษัทประกัน'],
  ['lanna-soft', 'Lanna Soft Studio', 'ลานนา ซอฟต์ สตูดิโอ', 1, '11-50', 39, 'web and mobile apps for tourism businesses in Northern Thailand', 'เว็บและแอปมือถือสำหรับธุรกิจท่องเที่ยวในภาคเหนือ'],
  ['kratom-pay', 'KratomPay', 'กระท่อมเพย์', 4, '51-200', 1, 'payment APIs and e-wallets for small merchants', 'ระบบรับชำระเงินและกระเป๋าเงินอิเล็กทรอนิกส์สำหรับร้านค้ารายย่อย'],
  ['tuktuk-logistics', 'TukTuk Logistics Tech', 'ตุ๊กตุ๊ก โลจิสติกส์ เทค', 8, '201-500', 1, 'last-mile delivery software and route optimisation', 'ซอฟต์แวร์จัดส่งพัสดุและการวางแผนเส้นทาง'],
  ['mango-commerce', 'Mango Commerce', 'แมงโก้ คอมเมิร์ซ', 3, '501-1000', 1, 'one of the busiest online marketplaces in Southeast Asia', 'ตลาดออนไลน์ที่มีผู้ใช้มากที่สุดแห่งหนึ่งในเอเชียตะวันออกเฉียงใต้', true],
  ['orchid-bank-digital', 'Orchid Bank Digital Lab', 'ออร์คิด แบงก์ ดิจิทัล แล็บ', 4, '1000+', 1, 'mobile banking used by millions of Thais', 'แอปธนาคารบนมือถือที่มีผู้ใช้หลายล้านคน'],
  ['nakhon-telecom', 'Nakhon Telecom Public Company', 'บริษัท นครเทเลคอม จำกัด (มหาชน)', 5, '1000+', 1, '5G networks and digital services', 'เครือข่าย 5G และบริการดิจิทัล'],
  ['isan-agritech', 'Isan AgriTech', 'อีสาน อะกริเทค', 2, '11-50', 29, 'IoT sensors and data platforms for farmers', 'เซนเซอร์ IoT และแพลตฟอร์มข้อมูลสำหรับเกษตรกร'],
  ['andaman-travel-tech', 'Andaman Travel Tech', 'อันดามัน ทราเวล เทค', 2, '51-200', 67, 'hotel booking and channel management software', 'ระบบจองโรงแรมและบริหารช่องทางการขาย'],
  ['eastern-smart-factory', 'Eastern Smart Factory Solutions', 'อีสเทิร์น สมาร์ท แฟคทอรี่ โซลูชั่นส์', 9, '201-500', 11, 'industrial automation and MES systems for the EEC', 'ระบบอัตโนมัติในโรงงานและระบบ MES ในพื้นที่ EEC'],
  ['rayong-petro-digital', 'Rayong Petro Digital', 'ระยอง ปิโตร ดิจิทัล', 9, '501-1000', 12, 'data platforms for petrochemical plants', 'แพลตฟอร์มข้อมูลสำหรับโรงงานปิโตรเคมี'],
  ['baan-health', 'BaanHealth', 'บ้านเฮลท์', 10, '51-200', 1, 'telemedicine and clinic management software', 'ระบบแพทย์ทางไกลและระบบบริหารคลินิก'],
  ['somtam-games', 'Somtam Games Studio', 'ส้มตำ เกมส์ สตูดิโอ', 7, '11-50', 39, 'casual mobile games played worldwide', 'เกมมือถือแนวแคชวลที่มีผู้เล่นทั่วโลก'],
  ['nimbus-cloud-th', 'Nimbus Cloud (Thailand)', 'นิมบัส คลาวด์ (ประเทศไทย)', 1, '1000+', 1, 'public cloud infrastructure and managed services', 'โครงสร้างพื้นฐานคลาวด์และบริการดูแลระบบ', true],
  ['hikari-systems', 'Hikari Systems Thailand', 'ฮิคาริ ซิสเต็มส์ ประเทศไทย', 6, '501-1000', 1, 'offshore development for Japanese manufacturers', 'งานพัฒนาซอฟต์แวร์ให้ผู้ผลิตจากประเทศญี่ปุ่น', true],
  ['nordic-fintech-bkk', 'Nordic Fintech Bangkok', 'นอร์ดิก ฟินเทค แบงค็อก', 4, '51-200', 1, 'trading platforms for European brokers', 'แพลตฟอร์มซื้อขายหลักทรัพย์ให้โบรกเกอร์ยุโรป', true],
  ['bangkok-ai-lab', 'Bangkok AI Lab', 'แบงค็อก เอไอ แล็บ', 2, '11-50', 1, 'Thai language AI and document understanding', 'ปัญญาประดิษฐ์ภาษาไทยและระบบอ่านเอกสาร'],
  ['khonkaen-devhouse', 'Khon Kaen Dev House', 'ขอนแก่น เดฟเฮาส์', 6, '11-50', 29, 'outsourced web development for SMEs', 'รับพัฒนาเว็บไซต์และระบบให้ธุรกิจ SME'],
  ['songkhla-seafood-tech', 'Songkhla Seafood Tech', 'สงขลา ซีฟู้ด เทค', 9, '51-200', 71, 'traceability systems for the seafood export industry', 'ระบบตรวจสอบย้อนกลับสำหรับอุตสาหกรรมส่งออกอาหารทะเล'],
  ['phuket-smart-city', 'Phuket Smart City Co.', 'บริษัท ภูเก็ต สมาร์ทซิตี้ จำกัด', 11, '51-200', 67, 'smart city platforms and open data', 'แพลตฟอร์มเมืองอัจฉริยะและข้อมูลเปิด'],
  ['korat-erp', 'Korat ERP Solutions', 'โคราช อีอาร์พี โซลูชั่นส์', 6, '11-50', 19, 'ERP implementation for manufacturers in the Northeast', 'บริการติดตั้งระบบ ERP ให้โรงงานในภาคอีสาน'],
  ['white-elephant-security', 'White Elephant Security', 'ไวท์ เอลเลเฟนท์ ซีเคียวริตี้', 1, '51-200', 1, 'managed security operations and penetration testing', 'บริการศูนย์เฝ้าระวังภัยไซเบอร์และทดสอบเจาะระบบ'],
  ['sabai-hr', 'SabaiHR', 'สบาย เอชอาร์', 2, '11-50', 3, 'HR and payroll software for Thai SMEs', 'ซอฟต์แวร์บริหารงานบุคคลและเงินเดือนสำหรับ SME'],
  ['durian-labs', 'Durian Labs', 'ทุเรียน แล็บส์', 2, '1-10', 13, 'e-commerce tools for fruit exporters', 'เครื่องมืออีคอมเมิร์ซสำหรับผู้ส่งออกผลไม้'],
  ['metro-rail-systems', 'Metro Rail Systems', 'เมโทร เรล ซิสเต็มส์', 8, '1000+', 1, 'ticketing and signalling software for urban rail', 'ระบบตั๋วโดยสารและระบบควบคุมการเดินรถไฟฟ้า'],
  ['golden-mountain-insurance', 'Golden Mountain Insurance', 'โกลเด้นเมาเทน ประกันภัย', 4, '1000+', 1, 'digital insurance products', 'ผลิตภัณฑ์ประกันภัยดิจิทัล'],
  ['chiangrai-coffee-cloud', 'Chiang Rai Coffee Cloud', 'เชียงราย คอฟฟี่ คลาวด์', 3, '11-50', 46, 'POS and online ordering for coffee shops', 'ระบบขายหน้าร้านและสั่งซื้อออนไลน์สำหรับร้านกาแฟ'],
  ['mekong-data', 'Mekong Data Co., Ltd.', 'บริษัท แม่โขง ดาต้า จำกัด', 1, '51-200', 30, 'data warehousing and BI consulting', 'บริการคลังข้อมูลและที่ปรึกษาด้าน BI'],
  ['samui-web-agency', 'Samui Web Agency', 'สมุย เว็บ เอเจนซี่', 6, '1-10', 68, 'websites and digital marketing for resorts', 'เว็บไซต์และการตลาดดิจิทัลสำหรับรีสอร์ต'],
  ['atlas-global-tech', 'Atlas Global Technology', 'แอตลาส โกลบอล เทคโนโลยี', 1, '1000+', 1, 'enterprise software used in 40 countries', 'ซอฟต์แวร์องค์กรที่ใช้งานใน 40 ประเทศ', true],
  ['kiwi-it-consulting', 'Kiwi IT Consulting', 'กีวี่ ไอที คอนซัลติ้ง', 6, '51-200', 1, 'Salesforce and cloud CRM projects', 'โครงการ Salesforce และระบบ CRM บนคลาวด์', true],
  ['shenzhen-bridge-tech', 'Bridge Tech Thailand', 'บริดจ์ เทค ประเทศไทย', 3, '501-1000', 2, 'cross-border e-commerce logistics', 'โลจิสติกส์อีคอมเมิร์ซข้ามพรมแดน', true],
  ['siam-edtech', 'Siam EdTech', 'สยาม เอ็ดเทค', 11, '51-200', 1, 'online learning platforms for schools', 'แพลตฟอร์มการเรียนออนไลน์สำหรับโรงเรียน'],
  ['ayutthaya-automation', 'Ayutthaya Automation', 'อยุธยา ออโตเมชั่น', 9, '201-500', 5, 'robotics and PLC software for factories', 'หุ่นยนต์และซอฟต์แวร์ควบคุมเครื่องจักรในโรงงาน'],
  ['ubon-software-park', 'Ubon Software Park', 'อุบล ซอฟต์แวร์ พาร์ค', 6, '11-50', 23, 'government and university systems', 'ระบบสำหรับหน่วยงานรัฐและมหาวิทยาลัย'],
  ['pattaya-hospitality-tech', 'Pattaya Hospitality Tech', 'พัทยา ฮอสพิทาลิตี้ เทค', 3, '51-200', 11, 'property management systems for hotels', 'ระบบบริหารโรงแรม'],
  ['moonshot-ventures', 'Moonshot Ventures Studio', 'มูนช็อต เวนเจอร์ส สตูดิโอ', 2, '11-50', 1, 'new fintech and proptech products from zero to one', 'ผลิตภัณฑ์ฟินเทคและพร็อพเทคใหม่ตั้งแต่ศูนย์'],
  ['greenleaf-energy', 'GreenLeaf Energy Digital', 'กรีนลีฟ เอนเนอร์ยี ดิจิทัล', 9, '201-500', 4, 'solar monitoring and smart grid software', 'ระบบติดตามพลังงานแสงอาทิตย์และสมาร์ทกริด'],
  ['naga-media', 'Naga Media Group', 'นาคา มีเดีย กรุ๊ป', 7, '201-500', 1, 'streaming and digital news platforms', 'แพลตฟอร์มสตรีมมิ่งและข่าวดิจิทัล'],
  ['lotus-retail-tech', 'Lotus Retail Technology', 'โลตัส รีเทล เทคโนโลยี', 3, '1000+', 3, 'omnichannel retail systems for 2,000 stores', 'ระบบค้าปลีกหลายช่องทางสำหรับ 2,000 สาขา'],
  ['singha-cloud-ops', 'Singha CloudOps', 'สิงห์ คลาวด์ออปส์', 1, '11-50', 1, 'DevOps and Kubernetes consulting', 'ที่ปรึกษาด้าน DevOps และ Kubernetes'],
  ['hatyai-digital', 'Hat Yai Digital', 'หาดใหญ่ ดิจิทัล', 6, '11-50', 71, 'web and mobile projects for businesses in the South', 'งานพัฒนาเว็บและแอปให้ธุรกิจในภาคใต้'],
  ['ratchaburi-iot', 'Ratchaburi IoT Works', 'ราชบุรี ไอโอที เวิร์กส์', 9, '11-50', 56, 'embedded systems and smart farming devices', 'ระบบสมองกลฝังตัวและอุปกรณ์ฟาร์มอัจฉริยะ'],
  ['krungsri-style-leasing', 'Thai Leasing Digital', 'ไทย ลีสซิ่ง ดิจิทัล', 4, '501-1000', 1, 'loan origination and collection systems', 'ระบบสินเชื่อและการติดตามหนี้'],
  ['blue-whale-analytics', 'Blue Whale Analytics', 'บลูเวล อนาไลติกส์', 1, '51-200', 1, 'marketing analytics and customer data platforms', 'ระบบวิเคราะห์การตลาดและแพลตฟอร์มข้อมูลลูกค้า'],
  ['tokyo-link-solutions', 'Tokyo Link Solutions', 'โตเกียว ลิงก์ โซลูชั่นส์', 6, '201-500', 11, 'automotive software for Japanese car makers', 'ซอฟต์แวร์ยานยนต์ให้ผู้ผลิตรถยนต์ญี่ปุ่น', true],
  ['seoul-wave-games', 'Seoul Wave Games Thailand', 'โซล เวฟ เกมส์ ประเทศไทย', 7, '51-200', 1, 'online games localised for Southeast Asia', 'เกมออนไลน์สำหรับตลาดเอเชียตะวันออกเฉียงใต้', true],
  ['phitsanulok-gov-tech', 'Phitsanulok GovTech', 'พิษณุโลก กอฟเทค', 11, '11-50', 53, 'e-government services for local administrations', 'บริการรัฐบาลอิเล็กทรอนิกส์ให้องค์กรปกครองส่วนท้องถิ่น'],
  ['nan-heritage-digital', 'Nan Heritage Digital', 'น่าน เฮอริเทจ ดิจิทัล', 12, '1-10', 44, 'digital archives for museums and temples', 'ระบบจดหมายเหตุดิจิทัลสำหรับพิพิธภัณฑ์และวัด'],
  ['siam-medical-ai', 'Siam Medical AI', 'สยาม เมดิคอล เอไอ', 10, '11-50', 1, 'AI for radiology and hospital workflows', 'ปัญญาประดิษฐ์สำหรับรังสีวิทยาและงานในโรงพยาบาล'],
  ['royal-property-tech', 'Royal PropTech', 'รอยัล พร็อพเทค', 2, '51-200', 1, 'property listing and mortgage comparison apps', 'แอปประกาศขายอสังหาริมทรัพย์และเปรียบเทียบสินเชื่อบ้าน'],
  ['udon-cloud-services', 'Udon Cloud Services', 'อุดร คลาวด์ เซอร์วิส', 1, '11-50', 30, 'hosting and managed IT for the Northeast', 'บริการโฮสติ้งและดูแลระบบไอทีในภาคอีสาน'],
  ['bangna-logistics-hub', 'Bangna Logistics Hub', 'บางนา โลจิสติกส์ ฮับ', 8, '501-1000', 2, 'warehouse management and fulfilment systems', 'ระบบบริหารคลังสินค้าและการจัดส่ง'],
  ['silom-capital-tech', 'Silom Capital Technology', 'สีลม แคปปิตอล เทคโนโลยี', 4, '201-500', 1, 'wealth management and robo-advisory', 'ระบบบริหารความมั่งคั่งและที่ปรึกษาการลงทุนอัตโนมัติ'],
  ['thonburi-hospital-it', 'Thonburi Hospital Group IT', 'ฝ่ายไอที กลุ่มโรงพยาบาลธนบุรี', 10, '1000+', 1, 'hospital information systems', 'ระบบสารสนเทศโรงพยาบาล'],
  ['chonburi-port-systems', 'Chon Buri Port Systems', 'ชลบุรี พอร์ต ซิสเต็มส์', 8, '201-500', 11, 'container terminal operating systems', 'ระบบบริหารท่าเรือตู้คอนเทนเนอร์'],
  ['pixel-elephant', 'Pixel Elephant Design', 'พิกเซล เอเลเฟนท์ ดีไซน์', 7, '11-50', 1, 'UX research and product design for startups', 'งานวิจัยผู้ใช้และออกแบบผลิตภัณฑ์ให้สตาร์ทอัพ'],
  ['quantum-leap-th', 'Quantum Leap Thailand', 'ควอนตัม ลีป ประเทศไทย', 1, '201-500', 1, 'SAP and cloud ERP services', 'บริการ SAP และ ERP บนคลาวด์', true],
  ['mae-sot-trade-tech', 'Mae Sot Trade Tech', 'แม่สอด เทรด เทค', 3, '11-50', 51, 'cross-border trade documentation software', 'ซอฟต์แวร์เอกสารการค้าชายแดน'],
  ['hua-hin-remote-co', 'Hua Hin Remote Co.', 'หัวหิน รีโมท', 1, '11-50', 63, 'a fully remote product team for international clients', 'ทีมพัฒนาผลิตภัณฑ์แบบทำงานทางไกลเต็มรูปแบบให้ลูกค้าต่างประเทศ', true],
  ['krabi-ocean-apps', 'Krabi Ocean Apps', 'กระบี่ โอเชียน แอปส์', 2, '1-10', 65, 'booking apps for diving and island tours', 'แอปจองทัวร์ดำน้ำและทัวร์เกาะ'],
  ['nonthaburi-fintech', 'Nonthaburi Fintech Co-op', 'นนทบุรี ฟินเทค', 4, '51-200', 3, 'digital lending for cooperatives', 'ระบบสินเชื่อดิจิทัลสำหรับสหกรณ์'],
];

export const DEMO_COMPANIES: DemoCompanyDef[] = rows.map(([key, nameEn, nameTh, typeId, size, provinceId, focusEn, focusTh, international]) => ({
  key,
  nameEn,
  nameTh,
  typeId,
  size,
  provinceId,
  focusEn,
  focusTh,
  international: international ?? false,
}));

export const BENEFITS: { en: string; th: string }[] = [
  { en: 'Hybrid work', th: 'ทำงานแบบไฮบริด' },
  { en: 'Group health insurance', th: 'ประกันสุขภาพกลุ่ม' },
  { en: 'Provident fund', th: 'กองทุนสำรองเลี้ยงชีพ' },
  { en: 'Annual bonus', th: 'โบนัสประจำปี' },
  { en: 'Training budget', th: 'งบประมาณฝึกอบรม' },
  { en: 'MacBook Pro', th: 'โน้ตบุ๊ก MacBook Pro' },
  { en: 'Flexible working hours', th: 'เวลาทำงานยืดหยุ่น' },
  { en: '15 days annual leave', th: 'วันลาพักร้อน 15 วัน' },
  { en: 'Free lunch', th: 'อาหารกลางวันฟรี' },
  { en: 'Stock options', th: 'สิทธิ์ซื้อหุ้นพนักงาน' },
  { en: 'Dental care', th: 'ค่ารักษาทันตกรรม' },
  { en: 'Company outing', th: 'ท่องเที่ยวประจำปี' },
  { en: 'Work from anywhere 30 days a year', th: 'ทำงานจากที่ไหนก็ได้ปีละ 30 วัน' },
  { en: 'Certification reimbursement', th: 'เบิกค่าสอบใบรับรองวิชาชีพ' },
];
