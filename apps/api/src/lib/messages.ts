import type { ErrorCode, Locale } from '@nangsue/contracts';

/**
 * Every message the API sends to a caller, in Thai and English. `{name}` placeholders are filled
 * from params. Keys are grouped by area; the generic message of each error code is `error.<CODE>`.
 */
const coreCatalog = {
  'error.VALIDATION_FAILED': {
    th: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
    en: 'The request is not valid.',
  },
  'error.UNAUTHORIZED': {
    th: 'กรุณาเข้าสู่ระบบก่อน',
    en: 'Please log in first.',
  },
  'error.FORBIDDEN': {
    th: 'คุณไม่มีสิทธิ์ทำรายการนี้',
    en: 'You are not allowed to do this.',
  },
  'error.NOT_FOUND': {
    th: 'ไม่พบข้อมูลที่ต้องการ',
    en: 'The requested item was not found.',
  },
  'error.CONFLICT': {
    th: 'รายการนี้ขัดแย้งกับข้อมูลปัจจุบัน กรุณาลองใหม่',
    en: 'This conflicts with the current state. Please try again.',
  },
  'error.PAYLOAD_TOO_LARGE': {
    th: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป (สูงสุด {limit} ไบต์)',
    en: 'The request body is too large (at most {limit} bytes).',
  },
  'error.UNSUPPORTED_MEDIA_TYPE': {
    th: 'ไม่รองรับชนิดข้อมูล {type} กรุณาส่งเป็น application/json',
    en: 'Unsupported content type {type}. Send application/json.',
  },
  'error.UNPROCESSABLE': {
    th: 'ไม่สามารถดำเนินการตามคำขอนี้ได้',
    en: 'This request cannot be processed.',
  },
  'error.RATE_LIMITED': {
    th: 'มีคำขอมากเกินไป กรุณาลองใหม่ในอีก {seconds} วินาที',
    en: 'Too many requests. Please try again in {seconds} seconds.',
  },
  'error.INTERNAL': {
    th: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง (รหัสอ้างอิง {requestId})',
    en: 'Something went wrong on our side. Please try again later (reference {requestId}).',
  },
  'error.UNAVAILABLE': {
    th: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่ภายหลัง',
    en: 'The service is temporarily unavailable. Please try again later.',
  },

  'request.invalidJson': {
    th: 'ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง',
    en: 'The request body is not valid JSON.',
  },
  'request.emptyJson': {
    th: 'ข้อมูล JSON ที่ส่งมาว่างเปล่า',
    en: 'The JSON request body is empty.',
  },
  'request.badContentLength': {
    th: 'ขนาดข้อมูลไม่ตรงกับ Content-Length',
    en: 'The request body does not match its Content-Length.',
  },
  'request.pathTooLong': {
    th: 'ส่วนหนึ่งของที่อยู่ API ยาวเกินไป (ไม่เกิน {max} ตัวอักษร)',
    en: 'A part of the address is too long (at most {max} characters).',
  },
  'request.badUrl': {
    th: 'ที่อยู่ API ไม่ถูกต้อง',
    en: 'The address is not valid.',
  },
  'request.tooLong': {
    th: 'คำขอยาวเกินไป',
    en: 'The request is too long.',
  },
  'request.malformed': {
    th: 'คำขอไม่ถูกต้องตามรูปแบบ HTTP',
    en: 'The request is not valid HTTP.',
  },
  'request.routeNotFound': {
    th: 'ไม่พบ API {method} {path}',
    en: 'There is no endpoint {method} {path}.',
  },

  'http.invalidPreflight': {
    th: 'คำขอ OPTIONS (preflight) ต้องมีส่วนหัว Origin และ Access-Control-Request-Method',
    en: 'A preflight (OPTIONS) request needs the Origin and Access-Control-Request-Method headers.',
  },

  'validation.required': { th: '{field}: กรุณาระบุข้อมูล', en: '{field}: is required.' },
  'validation.invalidType': {
    th: '{field}: ต้องเป็น{expected}',
    en: '{field}: must be {expected}.',
  },
  'validation.invalidValue': {
    th: '{field}: ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้ {options}',
    en: '{field}: must be one of {options}.',
  },
  'validation.unknownKeys': {
    th: '{field}: มีฟิลด์ที่ไม่รู้จัก {keys}',
    en: '{field}: has unknown field(s) {keys}.',
  },
  'validation.tooSmall': {
    th: '{field}: ต้องมีค่าอย่างน้อย {minimum}',
    en: '{field}: must be at least {minimum}.',
  },
  'validation.tooBig': {
    th: '{field}: ต้องมีค่าไม่เกิน {maximum}',
    en: '{field}: must be at most {maximum}.',
  },
  'validation.tooShort': {
    th: '{field}: ต้องมีความยาวอย่างน้อย {minimum} ตัวอักษร',
    en: '{field}: must be at least {minimum} characters long.',
  },
  'validation.tooLong': {
    th: '{field}: ต้องมีความยาวไม่เกิน {maximum} ตัวอักษร',
    en: '{field}: must be at most {maximum} characters long.',
  },
  'validation.invalidFormat': {
    th: '{field}: รูปแบบไม่ถูกต้อง (ต้องเป็น {format})',
    en: '{field}: is not a valid {format}.',
  },
  'validation.empty': { th: '{field}: ต้องไม่เว้นว่าง', en: '{field}: must not be empty.' },
  'validation.pattern': {
    th: '{field}: มีรูปแบบหรืออักขระที่ไม่รองรับ',
    en: '{field}: has a form or characters that are not accepted.',
  },
  'validation.notInteger': {
    th: '{field}: ต้องเป็นจำนวนเต็ม',
    en: '{field}: must be a whole number.',
  },
  'validation.invalid': { th: '{field}: ข้อมูลไม่ถูกต้อง', en: '{field}: is not valid.' },
  'validation.nulCharacter': {
    th: '{field}: มีอักขระที่ไม่อนุญาต (NUL)',
    en: '{field}: contains a character that is not allowed (NUL).',
  },

  'device.required': {
    th: 'ไม่พบรหัสอุปกรณ์ (DeviceId) กรุณาเรียก POST /appstart ก่อน',
    en: 'This call needs a DeviceId header. Call POST /appstart first.',
  },
  'device.unknown': {
    th: 'ไม่รู้จักอุปกรณ์นี้ กรุณาเรียก POST /appstart เพื่อลงทะเบียนอุปกรณ์ใหม่',
    en: 'Unknown device. Call POST /appstart to register this device again.',
  },

  'catalog.categoryNotFound': { th: 'ไม่พบหมวดหมู่นี้', en: 'This category does not exist.' },
  'catalog.bookNotFound': { th: 'ไม่พบหนังสือเล่มนี้', en: 'This book does not exist.' },
  'catalog.publisherNotFound': { th: 'ไม่พบสำนักพิมพ์นี้', en: 'This publisher does not exist.' },
  'catalog.manufacturerNotFound': {
    th: 'ไม่พบสำนักพิมพ์ย่อยหรือแบรนด์นี้',
    en: 'This imprint does not exist.',
  },
  'catalog.tagNotFound': { th: 'ไม่พบแท็กนี้', en: 'This tag does not exist.' },
  'catalog.seriesNotFound': { th: 'ไม่พบซีรีส์นี้', en: 'This series does not exist.' },
  'catalog.authorNotFound': { th: 'ไม่พบผู้เขียนนี้', en: 'This author does not exist.' },
  'catalog.topicNotFound': { th: 'ไม่พบหัวข้อนี้', en: 'This topic does not exist.' },
  'catalog.priceRange': {
    th: 'ราคาต่ำสุดต้องไม่มากกว่าราคาสูงสุด',
    en: 'The lowest price must not be above the highest price.',
  },
  'catalog.dateRange': {
    th: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
    en: 'The start date must not be after the end date.',
  },
  'catalog.language.th': { th: 'ภาษาไทย', en: 'Thai' },
  'catalog.language.en': { th: 'ภาษาอังกฤษ', en: 'English' },
  'catalog.sort.relevance': { th: 'ตรงที่สุด', en: 'Best match' },
  'catalog.sort.newest': { th: 'ใหม่ล่าสุด', en: 'Newest' },
  'catalog.sort.bestseller': { th: 'ขายดี', en: 'Best selling' },
  'catalog.sort.price_asc': { th: 'ราคาต่ำไปสูง', en: 'Price: low to high' },
  'catalog.sort.price_desc': { th: 'ราคาสูงไปต่ำ', en: 'Price: high to low' },
  'catalog.sort.name_asc': { th: 'ชื่อ ก-ฮ', en: 'Name: A to Z' },
  'catalog.sort.name_desc': { th: 'ชื่อ ฮ-ก', en: 'Name: Z to A' },
  'catalog.sort.rating': { th: 'คะแนนรีวิว', en: 'Rating' },
  'home.sliders': { th: 'แนะนำ', en: 'Featured' },
  'home.newReleases': { th: 'หนังสือใหม่', en: 'New releases' },
  'home.bestSellers': { th: 'หนังสือขายดี', en: 'Best sellers' },
  'cache.credentialsRequired': {
    th: 'ต้องใช้สิทธิ์เจ้าหน้าที่ (Authorization: Bearer)',
    en: 'Staff credentials are required (Authorization: Bearer).',
  },
  'cache.credentialsRefused': {
    th: 'สิทธิ์เจ้าหน้าที่ไม่ถูกต้อง',
    en: 'These staff credentials are not valid.',
  },

  'testing.faultsDisabled': {
    th: 'ปิดการจำลองข้อผิดพลาดอยู่',
    en: 'Fault injection is disabled.',
  },
  'testing.injectedFault': {
    th: 'ข้อผิดพลาดจำลองสำหรับการทดสอบ ({status})',
    en: 'Injected test fault ({status}).',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/**
 * The messages of the modules, which keep them next to their code (keys prefixed by module). Each
 * module's `*.messages.ts` adds its table's type to this interface (declaration merging), and the
 * composition root (src/messages.ts) registers its texts with `registerMessages`: lib/ imports no
 * module (ADR 0017).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleMessages {}

type ModuleMessageKey = {
  [Table in keyof ModuleMessages]: keyof ModuleMessages[Table];
}[keyof ModuleMessages];

export type MessageKey = keyof typeof coreCatalog | ModuleMessageKey;

type MessageTable = Record<string, Readonly<Record<Locale, string>>>;

const catalog: MessageTable = { ...coreCatalog };

/** Adds modules' messages to the catalogue; a key registered twice with another text throws. */
export const registerMessages = (...tables: readonly MessageTable[]): void => {
  for (const table of tables)
    for (const [key, text] of Object.entries(table)) {
      if (Object.hasOwn(catalog, key) && catalog[key] !== text)
        throw new Error(`Message ${key} is registered twice`);
      catalog[key] = text;
    }
};

/** Every message with its Thai and English text (messages.unit.test.ts checks they match). */
export const messageCatalog = catalog as Readonly<
  Record<MessageKey, Readonly<Record<Locale, string>>>
>;

/** Whether a stored key (a history entry's) names a message. */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(catalog, key);
export type MessageParams = Record<string, string | number>;

export const genericMessageKey = (code: ErrorCode): MessageKey => `error.${code}`;

export const translate = (locale: Locale, key: MessageKey, params: MessageParams = {}): string =>
  (catalog[key]?.[locale] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** Names of JSON types in each language, for "must be of type X". */
const typeNames: Record<string, Record<Locale, string>> = {
  string: { th: 'ข้อความ', en: 'text' },
  // "must be X": the English names carry their article.
  number: { th: 'ตัวเลข', en: 'a number' },
  int: { th: 'จำนวนเต็ม', en: 'a whole number' },
  boolean: { th: 'ค่าจริง/เท็จ', en: 'true or false' },
  object: { th: 'ออบเจกต์', en: 'an object' },
  array: { th: 'รายการ', en: 'a list' },
};

export const typeName = (locale: Locale, type: string): string => typeNames[type]?.[locale] ?? type;
