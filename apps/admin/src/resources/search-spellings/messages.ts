/** Texts of the search spellings, Thai and English (docs/back-office.md, "Spellings staff add"). */
export const messages = {
  th: {
    resources: {
      'search-spellings': {
        name: 'คำสะกดค้นหา |||| คำสะกดค้นหา',
        fields: {
          q: 'ค้นหาคำสะกด',
          Id: 'กลุ่ม',
          Spellings: 'คำสะกด',
          CreatedAt: 'สร้างเมื่อ',
        },
      },
    },
    nangsue: {
      search_spellings: {
        help: 'คำสะกดในกลุ่มเดียวกัน ร้านค้นหาเหมือนเป็นคำเดียวกัน เช่น ซอฟต์แวร์ / ซอฟท์แวร์ / software ผู้อ่านพิมพ์แบบใดก็พบหนังสือ คำสะกดหนึ่งอยู่ได้เพียงกลุ่มเดียว',
        lines_help:
          'บรรทัดละหนึ่งคำสะกด อย่างน้อย 2 แบบ ใส่คำสะกดที่ถูกต้องไว้บรรทัดแรก (เป็นชื่อกลุ่ม) ตามด้วยคำที่ผู้อ่านมักพิมพ์ และคำภาษาอังกฤษ',
        too_few: 'ใส่คำสะกดอย่างน้อย 2 แบบ บรรทัดละหนึ่งคำ',
        too_many: 'กลุ่มหนึ่งมีคำสะกดได้ไม่เกิน 30 แบบ',
        too_long: 'คำสะกดแต่ละคำยาวได้ไม่เกิน 100 ตัวอักษร',
        kind: {
          variant: 'คำสะกดภาษาไทย',
          transliteration: 'คำภาษาอังกฤษ (ตัวอักษรละติน)',
        },
        kind_help:
          'กรอบโปร่งคือคำภาษาอังกฤษ ร้านเก็บทุกคำในรูปที่ปรับแล้วเหมือนคำค้นหา (ตัวพิมพ์เล็ก ไม่มีช่องว่างหรืออักขระล่องหน)',
        new_spelling: 'คำสะกดใหม่',
        add: 'เพิ่ม',
        added: 'เพิ่มคำสะกดแล้ว',
        removed: 'ลบคำสะกดแล้ว',
        remove_title: 'ลบคำสะกด',
        remove_content: 'ลบ “%{spelling}” ออกจากกลุ่มนี้หรือไม่ หากเป็นคำสุดท้าย กลุ่มจะถูกลบไปด้วย',
      },
    },
  },
  en: {
    resources: {
      'search-spellings': {
        name: 'Search spelling |||| Search spellings',
        fields: {
          q: 'Search spellings',
          Id: 'Group',
          Spellings: 'Spellings',
          CreatedAt: 'Created',
        },
      },
    },
    nangsue: {
      search_spellings: {
        help: 'The spellings of a group are one word to search, e.g. ซอฟต์แวร์ / ซอฟท์แวร์ / software: readers find the book whichever they type. A spelling belongs to one group only.',
        lines_help:
          'One spelling a line, at least two: the correct spelling first (it names the group), then the ones readers type, and the English word.',
        too_few: 'Give at least two spellings, one a line.',
        too_many: 'A group holds at most 30 spellings.',
        too_long: 'A spelling is at most 100 characters long.',
        kind: {
          variant: 'Thai spelling',
          transliteration: 'English word (Latin letters)',
        },
        kind_help:
          'Outlined: English words. Every spelling is kept normalised as a search is (lower case, no extra spaces or invisible characters).',
        new_spelling: 'New spelling',
        add: 'Add',
        added: 'Spelling added',
        removed: 'Spelling removed',
        remove_title: 'Remove the spelling',
        remove_content:
          'Remove “%{spelling}” from this group? If it is the last one, the group goes too.',
      },
    },
  },
};
