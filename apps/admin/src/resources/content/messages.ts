/** This area's texts, Thai and English (docs/back-office.md, "The area registry"). */
export const messages = { th: {}, en: {} };
