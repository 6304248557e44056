import { THAILAND_COUNTRY_ID } from '@nangsue/contracts';

export type CountrySeed = {
  id: number;
  isoCode: string;
  nameTh: string;
  nameEn: string;
  hasSubdivisions: boolean;
  displayOrder: number;
};

/**
 * Countries of addresses: Thailand first (id 1, the province tree), then the others with free-text
 * region and city. Names from CLDR (Node's ICU 78), shortened where CLDR is long (Hong Kong,
 * Macao, Myanmar). Ids are permanent: add countries at the end with new ids, never renumber.
 */
const OTHER_COUNTRIES: [id: number, isoCode: string, nameTh: string, nameEn: string][] = [
  // ASEAN
  [2, 'BN', 'บรูไน', 'Brunei'],
  [3, 'KH', 'กัมพูชา', 'Cambodia'],
  [4, 'ID', 'อินโดนีเซีย', 'Indonesia'],
  [5, 'LA', 'ลาว', 'Laos'],
  [6, 'MY', 'มาเลเซีย', 'Malaysia'],
  [7, 'MM', 'เมียนมา', 'Myanmar'],
  [8, 'PH', 'ฟิลิปปินส์', 'Philippines'],
  [9, 'SG', 'สิงคโปร์', 'Singapore'],
  [10, 'VN', 'เวียดนาม', 'Vietnam'],
  [11, 'TL', 'ติมอร์-เลสเต', 'Timor-Leste'],
  // East and South Asia
  [12, 'JP', 'ญี่ปุ่น', 'Japan'],
  [13, 'CN', 'จีน', 'China'],
  [14, 'KR', 'เกาหลีใต้', 'South Korea'],
  [15, 'TW', 'ไต้หวัน', 'Taiwan'],
  [16, 'HK', 'ฮ่องกง', 'Hong Kong'],
  [17, 'MO', 'มาเก๊า', 'Macao'],
  [18, 'MN', 'มองโกเลีย', 'Mongolia'],
  [19, 'IN', 'อินเดีย', 'India'],
  [20, 'BD', 'บังกลาเทศ', 'Bangladesh'],
  [21, 'LK', 'ศรีลังกา', 'Sri Lanka'],
  [22, 'NP', 'เนปาล', 'Nepal'],
  [23, 'BT', 'ภูฏาน', 'Bhutan'],
  [24, 'PK', 'ปากีสถาน', 'Pakistan'],
  // Middle East
  [25, 'AE', 'สหรัฐอาหรับเอมิเรตส์', 'United Arab Emirates'],
  [26, 'SA', 'ซาอุดีอาระเบีย', 'Saudi Arabia'],
  [27, 'QA', 'กาตาร์', 'Qatar'],
  [28, 'KW', 'คูเวต', 'Kuwait'],
  [29, 'BH', 'บาห์เรน', 'Bahrain'],
  [30, 'OM', 'โอมาน', 'Oman'],
  [31, 'IL', 'อิสราเอล', 'Israel'],
  [32, 'TR', 'ตุรกี', 'Türkiye'],
  // Oceania
  [33, 'AU', 'ออสเตรเลีย', 'Australia'],
  [34, 'NZ', 'นิวซีแลนด์', 'New Zealand'],
  // Americas
  [35, 'US', 'สหรัฐอเมริกา', 'United States'],
  [36, 'CA', 'แคนาดา', 'Canada'],
  [37, 'MX', 'เม็กซิโก', 'Mexico'],
  [38, 'BR', 'บราซิล', 'Brazil'],
  [39, 'AR', 'อาร์เจนตินา', 'Argentina'],
  [40, 'CL', 'ชิลี', 'Chile'],
  [41, 'CO', 'โคลอมเบีย', 'Colombia'],
  [42, 'PE', 'เปรู', 'Peru'],
  // Europe
  [43, 'GB', 'สหราชอาณาจักร', 'United Kingdom'],
  [44, 'IE', 'ไอร์แลนด์', 'Ireland'],
  [45, 'FR', 'ฝรั่งเศส', 'France'],
  [46, 'DE', 'เยอรมนี', 'Germany'],
  [47, 'IT', 'อิตาลี', 'Italy'],
  [48, 'ES', 'สเปน', 'Spain'],
  [49, 'PT', 'โปรตุเกส', 'Portugal'],
  [50, 'NL', 'เนเธอร์แลนด์', 'Netherlands'],
  [51, 'BE', 'เบลเยียม', 'Belgium'],
  [52, 'LU', 'ลักเซมเบิร์ก', 'Luxembourg'],
  [53, 'CH', 'สวิตเซอร์แลนด์', 'Switzerland'],
  [54, 'AT', 'ออสเตรีย', 'Austria'],
  [55, 'DK', 'เดนมาร์ก', 'Denmark'],
  [56, 'SE', 'สวีเดน', 'Sweden'],
  [57, 'NO', 'นอร์เวย์', 'Norway'],
  [58, 'FI', 'ฟินแลนด์', 'Finland'],
  [59, 'IS', 'ไอซ์แลนด์', 'Iceland'],
  [60, 'PL', 'โปแลนด์', 'Poland'],
  [61, 'CZ', 'เช็ก', 'Czechia'],
  [62, 'HU', 'ฮังการี', 'Hungary'],
  [63, 'GR', 'กรีซ', 'Greece'],
  [64, 'RO', 'โรมาเนีย', 'Romania'],
  [65, 'UA', 'ยูเครน', 'Ukraine'],
  [66, 'RU', 'รัสเซีย', 'Russia'],
  // Africa
  [67, 'ZA', 'แอฟริกาใต้', 'South Africa'],
  [68, 'EG', 'อียิปต์', 'Egypt'],
  [69, 'KE', 'เคนยา', 'Kenya'],
  [70, 'NG', 'ไนจีเรีย', 'Nigeria'],
];

export const COUNTRIES: CountrySeed[] = [
  {
    id: THAILAND_COUNTRY_ID,
    isoCode: 'TH',
    nameTh: 'ไทย',
    nameEn: 'Thailand',
    hasSubdivisions: true,
    displayOrder: 0,
  },
  ...OTHER_COUNTRIES.map(([id, isoCode, nameTh, nameEn]) => ({
    id,
    isoCode,
    nameTh,
    nameEn,
    hasSubdivisions: false,
    displayOrder: 100,
  })),
];
