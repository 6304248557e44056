import type { Locale } from '@nangsue/contracts';

/** Messages of the addresses module, in Thai and English (registered at the composition root, src/messages.ts). */
export const addressesMessages = {
  'addresses.addressNotFound': { th: 'ไม่พบที่อยู่นี้', en: 'This address does not exist.' },
  'addresses.countryNotFound': { th: 'ไม่พบประเทศที่เลือก', en: 'The chosen country does not exist.' },
  'addresses.provinceNotFound': {
    th: 'ไม่พบจังหวัดที่เลือก',
    en: 'The chosen province does not exist.',
  },
  'addresses.districtNotFound': {
    th: 'ไม่พบอำเภอ/เขตที่เลือก',
    en: 'The chosen district does not exist.',
  },
  'addresses.subdistrictNotFound': {
    th: 'ไม่พบตำบล/แขวงที่เลือก',
    en: 'The chosen subdistrict does not exist.',
  },
  'addresses.thaiPlaceRequired': {
    th: 'กรุณาเลือกจังหวัด อำเภอ/เขต และตำบล/แขวง',
    en: 'Choose the province, the district and the subdistrict.',
  },
  'addresses.provinceNotInCountry': {
    th: 'จังหวัดที่เลือกไม่อยู่ในประเทศที่เลือก',
    en: 'The chosen province is not in the chosen country.',
  },
  'addresses.districtNotInProvince': {
    th: 'อำเภอ/เขตที่เลือกไม่อยู่ในจังหวัดที่เลือก',
    en: 'The chosen district is not in the chosen province.',
  },
  'addresses.subdistrictNotInDistrict': {
    th: 'ตำบล/แขวงที่เลือกไม่อยู่ในอำเภอ/เขตที่เลือก',
    en: 'The chosen subdistrict is not in the chosen district.',
  },
  'addresses.thaiPostcodeFormat': {
    th: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
    en: 'A Thai postcode has 5 digits.',
  },
  'addresses.postcodeNotInSubdistrict': {
    th: 'รหัสไปรษณีย์ {postcode} ไม่ตรงกับตำบล/แขวงที่เลือก (รหัสที่ถูกต้อง: {postcodes})',
    en: 'Postcode {postcode} does not match the chosen subdistrict (its postcode: {postcodes}).',
  },
  'addresses.placeIdsNotAllowed': {
    th: 'ประเทศนี้ไม่มีรายการจังหวัด อำเภอ และตำบลให้เลือก กรุณากรอกภูมิภาคและเมืองเป็นข้อความ',
    en: 'This country has no province, district or subdistrict list: type the region and the city instead.',
  },
  'addresses.cityRequired': { th: 'กรุณากรอกชื่อเมือง', en: 'Enter the city.' },
  'addresses.postcodeFormat': {
    th: 'รหัสไปรษณีย์ต้องมี 3-10 ตัว เป็นตัวอักษรภาษาอังกฤษ ตัวเลข ช่องว่าง หรือขีด',
    en: 'The postcode must be 3 to 10 letters, digits, spaces or hyphens.',
  },
  'addresses.taxIdInvalid': {
    th: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
    en: 'This tax ID is not valid. Please check it again.',
  },
  'addresses.taxBranchWithoutTaxId': {
    th: 'ระบุสาขาได้เมื่อกรอกเลขประจำตัวผู้เสียภาษีแล้วเท่านั้น',
    en: 'A branch number needs a tax ID.',
  },
  'addresses.limitReached': {
    th: 'บันทึกที่อยู่ได้ไม่เกิน {max} รายการ กรุณาลบที่อยู่ที่ไม่ใช้แล้วก่อน',
    en: 'You can keep at most {max} addresses. Delete one you no longer use first.',
  },
  'addresses.shippingAddressIdRequired': {
    th: 'กรุณาระบุ shipping_address_id เป็นรหัสที่อยู่ (ตัวเลข)',
    en: 'FormValues must contain shipping_address_id with the id of an address (a number).',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    addressesMessages: typeof addressesMessages;
  }
}
