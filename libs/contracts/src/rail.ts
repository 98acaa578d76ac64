/**
 * Bangkok rail lines and stations (issue 45): what an employer picks as the stations near a job and what a candidate
 * filters by. Plain data and helpers, no schema library: the front-ends import it (`@jobportal/contracts/rail`) for
 * the station picker, the filter and the labels; the API validates codes and indexes jobs with it.
 * Source and licence of the data: ./RAIL-STATIONS.md. A station code is the operator's code as signed in the
 * station (BTS E4 = Asok, MRT BL22 = Sukhumvit); an interchange has one code per line, except Siam (CEN), which both
 * BTS lines share. Codes are stored on jobs: never renumber one, only add.
 */

export const RAIL_LINE_IDS = [
  'bts-sukhumvit',
  'bts-silom',
  'bts-gold',
  'mrt-blue',
  'mrt-purple',
  'mrt-yellow',
  'arl',
  'srt-dark-red',
  'srt-light-red',
] as const;
export type RailLineId = (typeof RAIL_LINE_IDS)[number];

/** How a station is named in a sentence ("ใกล้ BTS อโศก"): the system's everyday name. */
export type RailSystem = 'BTS' | 'MRT' | 'ARL' | 'SRT';

export interface RailLine {
  id: RailLineId;
  system: RailSystem;
  name_th: string;
  name_en: string;
  /** the line's map colour */
  color: string;
}

export interface RailStation {
  code: string;
  name_th: string;
  name_en: string;
  /** more than one only for Siam (CEN) */
  lines: readonly RailLineId[];
  /** WGS84; null where the shipped source has no coordinates (RAIL-STATIONS.md) */
  lat: number | null;
  lng: number | null;
}

export const RAIL_LINES: readonly RailLine[] = [
  {
    id: 'bts-sukhumvit',
    system: 'BTS',
    name_th: 'BTS สายสุขุมวิท',
    name_en: 'BTS Sukhumvit Line',
    color: '#7FBF3F',
  },
  { id: 'bts-silom', system: 'BTS', name_th: 'BTS สายสีลม', name_en: 'BTS Silom Line', color: '#007D38' },
  { id: 'bts-gold', system: 'BTS', name_th: 'BTS สายสีทอง', name_en: 'BTS Gold Line', color: '#BA9006' },
  { id: 'mrt-blue', system: 'MRT', name_th: 'MRT สายสีน้ำเงิน', name_en: 'MRT Blue Line', color: '#1E4F9C' },
  { id: 'mrt-purple', system: 'MRT', name_th: 'MRT สายสีม่วง', name_en: 'MRT Purple Line', color: '#6D2EA0' },
  { id: 'mrt-yellow', system: 'MRT', name_th: 'MRT สายสีเหลือง', name_en: 'MRT Yellow Line', color: '#F2C500' },
  { id: 'arl', system: 'ARL', name_th: 'แอร์พอร์ต เรล ลิงก์', name_en: 'Airport Rail Link', color: '#0332F8' },
  {
    id: 'srt-dark-red',
    system: 'SRT',
    name_th: 'รถไฟฟ้าสายสีแดงเข้ม',
    name_en: 'SRT Dark Red Line',
    color: '#B50300',
  },
  {
    id: 'srt-light-red',
    system: 'SRT',
    name_th: 'รถไฟฟ้าสายสีแดงอ่อน',
    name_en: 'SRT Light Red Line',
    color: '#E0625F',
  },
];

type Row = [
  code: string,
  th: string,
  en: string,
  lines: RailLineId[],
  lat: number | null,
  lng: number | null,
];

// In line order (north to south / west to east as the operators number them). Generated from the source named in
// RAIL-STATIONS.md, with the corrections listed there.
const ROWS: Row[] = [
  ['N24', 'คูคต', 'Khu Khot', ['bts-sukhumvit'], 13.93244, 100.64666],
  ['N23', 'แยก คปอ.', 'Yaek Kor Por Aor', ['bts-sukhumvit'], 13.92253, 100.6245],
  ['N22', 'พิพิธภัณฑ์กองทัพอากาศ', 'Royal Thai Air Force Museum', ['bts-sukhumvit'], 13.91812, 100.62177],
  ['N21', 'โรงพยาบาลภูมิพลอดุลยเดช', 'Bhumibol Adulyadej Hospital', ['bts-sukhumvit'], 13.91039, 100.6174],
  ['N20', 'สะพานใหม่', 'Saphan Mai', ['bts-sukhumvit'], 13.89696, 100.60906],
  ['N19', 'สายหยุด', 'Sai Yud', ['bts-sukhumvit'], 13.88871, 100.60429],
  ['N18', 'พหลโยธิน 59', 'Phahon Yothin 59', ['bts-sukhumvit'], 13.88431, 100.60187],
  ['N17', 'วัดพระศรีมหาธาตุ', 'Wat Phra Sri Mahathat', ['bts-sukhumvit'], 13.87087, 100.59363],
  ['N16', 'กรมทหารราบที่ 11', '11th Infantry Regiment', ['bts-sukhumvit'], 13.86769, 100.59197],
  ['N15', 'บางบัว', 'Bang Bua', ['bts-sukhumvit'], 13.85625, 100.58519],
  ['N14', 'กรมป่าไม้', 'Royal Forest Department', ['bts-sukhumvit'], 13.85062, 100.58179],
  ['N13', 'มหาวิทยาลัยเกษตรศาสตร์', 'Kasetsart University', ['bts-sukhumvit'], 13.84261, 100.57715],
  ['N12', 'เสนานิคม', 'Sena Nikhom', ['bts-sukhumvit'], 13.8366, 100.57357],
  ['N11', 'รัชโยธิน', 'Ratchayothin', ['bts-sukhumvit'], 13.83017, 100.5698],
  ['N10', 'พหลโยธิน 24', 'Phahon Yothin 24', ['bts-sukhumvit'], 13.82427, 100.56646],
  ['N9', 'ห้าแยกลาดพร้าว', 'Ha Yaek Lat Phrao', ['bts-sukhumvit'], 13.81661, 100.56185],
  ['N8', 'หมอชิต', 'Mo Chit', ['bts-sukhumvit'], 13.8025, 100.55382],
  ['N7', 'สะพานควาย', 'Saphan Khwai', ['bts-sukhumvit'], 13.79388, 100.54976],
  ['N5', 'อารีย์', 'Ari', ['bts-sukhumvit'], 13.7803, 100.54461],
  ['N4', 'สนามเป้า', 'Sanam Pao', ['bts-sukhumvit'], 13.77285, 100.54205],
  ['N3', 'อนุสาวรีย์ชัยสมรภูมิ', 'Victory Monument', ['bts-sukhumvit'], 13.76294, 100.53712],
  ['N2', 'พญาไท', 'Phaya Thai', ['bts-sukhumvit'], 13.75675, 100.53365],
  ['N1', 'ราชเทวี', 'Ratchathewi', ['bts-sukhumvit'], 13.75225, 100.53157],
  ['CEN', 'สยาม', 'Siam', ['bts-sukhumvit', 'bts-silom'], 13.74585, 100.53409],
  ['E1', 'ชิดลม', 'Chit Lom', ['bts-sukhumvit'], 13.74422, 100.54305],
  ['E2', 'เพลินจิต', 'Phloen Chit', ['bts-sukhumvit'], 13.74313, 100.54892],
  ['E3', 'นานา', 'Nana', ['bts-sukhumvit'], 13.74066, 100.5554],
  ['E4', 'อโศก', 'Asok', ['bts-sukhumvit'], 13.73726, 100.56032],
  ['E5', 'พร้อมพงษ์', 'Phrom Phong', ['bts-sukhumvit'], 13.73052, 100.56972],
  ['E6', 'ทองหล่อ', 'Thong Lo', ['bts-sukhumvit'], 13.72432, 100.57842],
  ['E7', 'เอกมัย', 'Ekkamai', ['bts-sukhumvit'], 13.71968, 100.58509],
  ['E8', 'พระโขนง', 'Phra Khanong', ['bts-sukhumvit'], 13.71527, 100.59125],
  ['E9', 'อ่อนนุช', 'On Nut', ['bts-sukhumvit'], 13.7058, 100.60101],
  ['E10', 'บางจาก', 'Bang Chak', ['bts-sukhumvit'], 13.69691, 100.60531],
  ['E11', 'ปุณณวิถี', 'Punnawithi', ['bts-sukhumvit'], 13.68958, 100.60898],
  ['E12', 'อุดมสุข', 'Udom Suk', ['bts-sukhumvit'], 13.68025, 100.60971],
  ['E13', 'บางนา', 'Bang Na', ['bts-sukhumvit'], 13.66829, 100.60466],
  ['E14', 'แบริ่ง', 'Bearing', ['bts-sukhumvit'], 13.6614, 100.60178],
  ['E15', 'สำโรง', 'Samrong', ['bts-sukhumvit'], 13.64642, 100.59564],
  ['E16', 'ปู่เจ้า', 'Pu Chao', ['bts-sukhumvit'], 13.63737, 100.59195],
  ['E17', 'ช้างเอราวัณ', 'Chang Erawan', ['bts-sukhumvit'], 13.62175, 100.59012],
  ['E18', 'โรงเรียนนายเรือ', 'Royal Thai Naval Academy', ['bts-sukhumvit'], 13.60857, 100.59498],
  ['E19', 'ปากน้ำ', 'Pak Nam', ['bts-sukhumvit'], 13.60219, 100.59711],
  ['E20', 'ศรีนครินทร์', 'Srinagarindra', ['bts-sukhumvit'], 13.59221, 100.60894],
  ['E21', 'แพรกษา', 'Phraek Sa', ['bts-sukhumvit'], 13.5845, 100.60802],
  ['E22', 'สายลวด', 'Sai Luat', ['bts-sukhumvit'], 13.57781, 100.60537],
  ['E23', 'เคหะฯ', 'Kheha', ['bts-sukhumvit'], 13.56804, 100.60771],
  ['W1', 'สนามกีฬาแห่งชาติ', 'National Stadium', ['bts-silom'], 13.74667, 100.52905],
  ['S1', 'ราชดำริ', 'Ratchadamri', ['bts-silom'], 13.73965, 100.53953],
  ['S2', 'ศาลาแดง', 'Sala Daeng', ['bts-silom'], 13.72869, 100.53411],
  ['S3', 'ช่องนนทรี', 'Chong Nonsi', ['bts-silom'], 13.72411, 100.52943],
  ['S4', 'เซนต์หลุยส์', 'Saint Louis', ['bts-silom'], 13.72131, 100.52679],
  ['S5', 'สุรศักดิ์', 'Surasak', ['bts-silom'], 13.71954, 100.52145],
  ['S6', 'สะพานตากสิน', 'Saphan Taksin', ['bts-silom'], 13.719, 100.51398],
  ['S7', 'กรุงธนบุรี', 'Krung Thon Buri', ['bts-silom'], 13.72112, 100.50271],
  ['S8', 'วงเวียนใหญ่', 'Wongwian Yai', ['bts-silom'], 13.72134, 100.49514],
  ['S9', 'โพธิ์นิมิตร', 'Pho Nimit', ['bts-silom'], 13.71936, 100.48587],
  ['S10', 'ตลาดพลู', 'Talat Phlu', ['bts-silom'], 13.7144, 100.4768],
  ['S11', 'วุฒากาศ', 'Wutthakat', ['bts-silom'], 13.71328, 100.4688],
  ['S12', 'บางหว้า', 'Bang Wa', ['bts-silom'], 13.72073, 100.4578],
  ['G1', 'กรุงธนบุรี', 'Krung Thon Buri', ['bts-gold'], 13.72119, 100.50375],
  ['G2', 'เจริญนคร', 'Charoen Nakhon', ['bts-gold'], 13.72667, 100.50908],
  ['G3', 'คลองสาน', 'Khlong San', ['bts-gold'], 13.73046, 100.50761],
  ['BL01', 'ท่าพระ', 'Tha Phra', ['mrt-blue'], 13.72972, 100.4742],
  ['BL02', 'จรัญฯ 13', 'Charan 13', ['mrt-blue'], 13.73973, 100.47075],
  ['BL03', 'ไฟฉาย', 'Fai Chai', ['mrt-blue'], 13.75514, 100.46921],
  ['BL04', 'บางขุนนนท์', 'Bang Khun Non', ['mrt-blue'], 13.76322, 100.47327],
  ['BL05', 'บางยี่ขัน', 'Bang Yi Khan', ['mrt-blue'], 13.77755, 100.48526],
  ['BL06', 'สิรินธร', 'Sirindhorn', ['mrt-blue'], 13.78414, 100.49348],
  ['BL07', 'บางพลัด', 'Bang Phlat', ['mrt-blue'], 13.79256, 100.50498],
  ['BL08', 'บางอ้อ', 'Bang O', ['mrt-blue'], 13.79886, 100.5097],
  ['BL09', 'บางโพ', 'Bang Pho', ['mrt-blue'], 13.80646, 100.52106],
  ['BL10', 'เตาปูน', 'Tao Poon', ['mrt-blue'], 13.80625, 100.5308],
  ['BL11', 'บางซื่อ', 'Bang Sue', ['mrt-blue'], 13.80311, 100.53916],
  ['BL12', 'กำแพงเพชร', 'Kamphaeng Phet', ['mrt-blue'], 13.79816, 100.54756],
  ['BL13', 'สวนจตุจักร', 'Chatuchak Park', ['mrt-blue'], 13.80263, 100.55379],
  ['BL14', 'พหลโยธิน', 'Phahon Yothin', ['mrt-blue'], 13.81438, 100.56012],
  ['BL15', 'ลาดพร้าว', 'Lat Phrao', ['mrt-blue'], 13.80619, 100.57358],
  ['BL16', 'รัชดาภิเษก', 'Ratchadaphisek', ['mrt-blue'], 13.7993, 100.57458],
  ['BL17', 'สุทธิสาร', 'Sutthisan', ['mrt-blue'], 13.78983, 100.57421],
  ['BL18', 'ห้วยขวาง', 'Huai Khwang', ['mrt-blue'], 13.77861, 100.57361],
  ['BL19', 'ศูนย์วัฒนธรรมแห่งประเทศไทย', 'Thailand Cultural Centre', ['mrt-blue'], 13.76632, 100.57027],
  ['BL20', 'พระราม 9', 'Phra Ram 9', ['mrt-blue'], 13.758, 100.56558],
  ['BL21', 'เพชรบุรี', 'Phetchaburi', ['mrt-blue'], 13.74883, 100.5631],
  ['BL22', 'สุขุมวิท', 'Sukhumvit', ['mrt-blue'], 13.73869, 100.56147],
  [
    'BL23',
    'ศูนย์การประชุมแห่งชาติสิริกิติ์',
    'Queen Sirikit National Convention Centre',
    ['mrt-blue'],
    13.72328,
    100.56007,
  ],
  ['BL24', 'คลองเตย', 'Khlong Toei', ['mrt-blue'], 13.7224, 100.55387],
  ['BL25', 'ลุมพินี', 'Lumphini', ['mrt-blue'], 13.72596, 100.5457],
  ['BL26', 'สีลม', 'Si Lom', ['mrt-blue'], 13.72942, 100.53656],
  ['BL27', 'สามย่าน', 'Sam Yan', ['mrt-blue'], 13.73239, 100.53006],
  ['BL28', 'หัวลำโพง', 'Hua Lamphong', ['mrt-blue'], 13.73796, 100.51724],
  ['BL29', 'วัดมังกร', 'Wat Mangkon', ['mrt-blue'], 13.74202, 100.51032],
  ['BL30', 'สามยอด', 'Sam Yot', ['mrt-blue'], 13.7474, 100.50222],
  ['BL31', 'สนามไชย', 'Sanam Chai', ['mrt-blue'], 13.74399, 100.49463],
  ['BL32', 'อิสรภาพ', 'Itsaraphap', ['mrt-blue'], 13.7385, 100.48521],
  ['BL33', 'บางไผ่', 'Bang Phai', ['mrt-blue'], 13.7247, 100.46524],
  ['BL34', 'บางหว้า', 'Bang Wa', ['mrt-blue'], 13.72055, 100.4572],
  ['BL35', 'เพชรเกษม 48', 'Phetkasem 48', ['mrt-blue'], 13.71564, 100.44562],
  ['BL36', 'ภาษีเจริญ', 'Phasi Charoen', ['mrt-blue'], 13.71285, 100.43423],
  ['BL37', 'บางแค', 'Bang Khae', ['mrt-blue'], 13.71191, 100.42237],
  ['BL38', 'หลักสอง', 'Lak Song', ['mrt-blue'], 13.711, 100.41001],
  ['PP01', 'คลองบางไผ่', 'Khlong Bang Phai', ['mrt-purple'], 13.8923, 100.40823],
  ['PP02', 'ตลาดบางใหญ่', 'Talad Bang Yai', ['mrt-purple'], 13.88108, 100.40924],
  ['PP03', 'สามแยกบางใหญ่', 'Sam Yaek Bang Yai', ['mrt-purple'], 13.87462, 100.41945],
  ['PP04', 'บางพลู', 'Bang Phlu', ['mrt-purple'], 13.87564, 100.43393],
  ['PP05', 'บางรักใหญ่', 'Bang Rak Yai', ['mrt-purple'], 13.87664, 100.44491],
  ['PP06', 'บางรักน้อยท่าอิฐ', 'Bang Rak Noi Tha It', ['mrt-purple'], 13.87471, 100.45618],
  ['PP07', 'ไทรม้า', 'Sai Ma', ['mrt-purple'], 13.87058, 100.46667],
  ['PP08', 'สะพานพระนั่งเกล้า', 'Phra Nang Klao Bridge', ['mrt-purple'], 13.87039, 100.48043],
  ['PP09', 'แยกนนทบุรี 1', 'Yaek Nonthaburi 1', ['mrt-purple'], 13.86597, 100.4948],
  ['PP10', 'บางกระสอ', 'Bang Krasor', ['mrt-purple'], 13.86188, 100.50428],
  ['PP11', 'ศูนย์ราชการนนทบุรี', 'Nonthaburi Civic Center', ['mrt-purple'], 13.86015, 100.51325],
  ['PP12', 'กระทรวงสาธารณสุข', 'Ministry of Public Health', ['mrt-purple'], 13.84872, 100.51479],
  ['PP13', 'แยกติวานนท์', 'Yaek Tiwanon', ['mrt-purple'], 13.83957, 100.51495],
  ['PP14', 'วงศ์สว่าง', 'Wong Sawang', ['mrt-purple'], 13.83036, 100.52665],
  ['PP15', 'บางซ่อน', 'Bang Son', ['mrt-purple'], 13.82067, 100.53271],
  ['PP16', 'เตาปูน', 'Tao Poon', ['mrt-purple'], 13.80649, 100.53068],
  ['YL01', 'ลาดพร้าว', 'Lat Phrao', ['mrt-yellow'], null, null],
  ['YL02', 'ภาวนา', 'Phawana', ['mrt-yellow'], null, null],
  ['YL03', 'โชคชัย 4', 'Chok Chai 4', ['mrt-yellow'], null, null],
  ['YL04', 'ลาดพร้าว 71', 'Lat Phrao 71', ['mrt-yellow'], null, null],
  ['YL05', 'ลาดพร้าว 83', 'Lat Phrao 83', ['mrt-yellow'], null, null],
  ['YL06', 'มหาดไทย', 'Mahat Thai', ['mrt-yellow'], null, null],
  ['YL07', 'ลาดพร้าว 101', 'Lat Phrao 101', ['mrt-yellow'], null, null],
  ['YL08', 'บางกะปิ', 'Bang Kapi', ['mrt-yellow'], null, null],
  ['YL09', 'แยกลำสาลี', 'Yaek Lam Sali', ['mrt-yellow'], null, null],
  ['YL10', 'ศรีกรีฑา', 'Si Kritha', ['mrt-yellow'], null, null],
  ['YL11', 'หัวหมาก', 'Hua Mak', ['mrt-yellow'], null, null],
  ['YL12', 'กลันตัน', 'Kalantan', ['mrt-yellow'], null, null],
  ['YL13', 'ศรีนุช', 'Si Nut', ['mrt-yellow'], null, null],
  ['YL14', 'ศรีนครินทร์ 38', 'Srinagarindra 38', ['mrt-yellow'], null, null],
  ['YL15', 'สวนหลวง ร.9', 'Suan Luang Rama IX', ['mrt-yellow'], null, null],
  ['YL16', 'ศรีอุดม', 'Si Udom', ['mrt-yellow'], null, null],
  ['YL17', 'ศรีเอี่ยม', 'Si Iam', ['mrt-yellow'], null, null],
  ['YL18', 'ศรีลาซาล', 'Si La Salle', ['mrt-yellow'], null, null],
  ['YL19', 'ศรีแบริ่ง', 'Si Bearing', ['mrt-yellow'], null, null],
  ['YL20', 'ศรีด่าน', 'Si Dan', ['mrt-yellow'], null, null],
  ['YL21', 'ศรีเทพา', 'Si Thepha', ['mrt-yellow'], null, null],
  ['YL22', 'ทิพวัล', 'Thipphawan', ['mrt-yellow'], null, null],
  ['YL23', 'สำโรง', 'Samrong', ['mrt-yellow'], null, null],
  ['A1', 'สุวรรณภูมิ', 'Suvarnabhumi', ['arl'], 13.69843, 100.75222],
  ['A2', 'ลาดกระบัง', 'Lat Krabang', ['arl'], 13.72782, 100.74737],
  ['A3', 'บ้านทับช้าง', 'Ban Thap Chang', ['arl'], 13.73281, 100.69132],
  ['A4', 'หัวหมาก', 'Hua Mak', ['arl'], 13.73803, 100.64517],
  ['A5', 'รามคำแหง', 'Ramkhamhaeng', ['arl'], 13.74303, 100.60015],
  ['A6', 'มักกะสัน', 'Makkasan', ['arl'], 13.75119, 100.56075],
  ['A7', 'ราชปรารภ', 'Ratchaprarop', ['arl'], 13.7552, 100.54212],
  ['A8', 'พญาไท', 'Phaya Thai', ['arl'], 13.75677, 100.53484],
  ['RN01', 'กรุงเทพอภิวัฒน์', 'Krung Thep Aphiwat', ['srt-dark-red'], null, null],
  ['RN02', 'จตุจักร', 'Chatuchak', ['srt-dark-red'], null, null],
  ['RN03', 'วัดเสมียนนารี', 'Wat Samian Nari', ['srt-dark-red'], null, null],
  ['RN04', 'บางเขน', 'Bang Khen', ['srt-dark-red'], null, null],
  ['RN05', 'ทุ่งสองห้อง', 'Thung Song Hong', ['srt-dark-red'], null, null],
  ['RN06', 'หลักสี่', 'Lak Si', ['srt-dark-red'], null, null],
  ['RN07', 'การเคหะ', 'Kan Kheha', ['srt-dark-red'], null, null],
  ['RN08', 'ดอนเมือง', 'Don Mueang', ['srt-dark-red'], null, null],
  ['RN09', 'หลักหก', 'Lak Hok', ['srt-dark-red'], null, null],
  ['RN10', 'รังสิต', 'Rangsit', ['srt-dark-red'], null, null],
  ['RW01', 'กรุงเทพอภิวัฒน์', 'Krung Thep Aphiwat', ['srt-light-red'], null, null],
  ['RW02', 'บางซ่อน', 'Bang Son', ['srt-light-red'], null, null],
  ['RW05', 'บางบำหรุ', 'Bang Bamru', ['srt-light-red'], null, null],
  ['RW06', 'ตลิ่งชัน', 'Taling Chan', ['srt-light-red'], null, null],
];

export const RAIL_STATIONS: readonly RailStation[] = ROWS.map(
  ([code, name_th, name_en, lines, lat, lng]) => ({
    code,
    name_th,
    name_en,
    lines,
    lat,
    lng,
  }),
);

/** The most stations an employer can name for one job. */
export const RAIL_STATIONS_PER_JOB_MAX = 3;
/** Longest station code (a bound for the wire schema). */
export const RAIL_STATION_CODE_MAX = 4;

const byCode = new Map(RAIL_STATIONS.map((s) => [s.code, s]));
const lineById = new Map(RAIL_LINES.map((l) => [l.id, l]));

export function railStation(code: string): RailStation | undefined {
  return byCode.get(code);
}

export function railLine(id: string): RailLine | undefined {
  return lineById.get(id as RailLineId);
}

export function isRailLineId(id: string): id is RailLineId {
  return lineById.has(id as RailLineId);
}

/** The stations of a line, in line order. */
export function railStationsOf(line: RailLineId): RailStation[] {
  return RAIL_STATIONS.filter((s) => s.lines.includes(line));
}

/** The system a station is known by in a sentence (the first line's: BTS for Siam). */
export function railSystemOf(station: RailStation): RailSystem {
  return lineById.get(station.lines[0])!.system;
}

/** "BTS อโศก" / "BTS Asok": the station as people say it. */
export function railStationLabel(station: RailStation, locale: 'th' | 'en'): string {
  return `${railSystemOf(station)} ${locale === 'en' ? station.name_en : station.name_th}`;
}

/**
 * Every name a station is known by, for a query lexicon (issue 45, part 1 owns the wiring): Thai and English name,
 * each alone and with the system in front ("อโศก", "BTS อโศก", "asok", "bts asok"), lower case.
 */
export function railStationNames(): { code: string; names: string[] }[] {
  return RAIL_STATIONS.map((s) => {
    const system = railSystemOf(s).toLowerCase();
    const th = s.name_th.toLowerCase();
    const en = s.name_en.toLowerCase();
    return { code: s.code, names: [th, `${system} ${th}`, en, `${system} ${en}`] };
  });
}
