/** Texts of topics and home sliders, Thai and English (docs/catalog.md, "Topics, home sliders and home widgets"). */
export const messages = {
  th: {
    resources: {
      topics: {
        name: 'หัวข้อ |||| หัวข้อแนะนำ',
        fields: {
          q: 'ค้นหา (รหัสหรือชื่อหัวข้อ)',
          Id: 'รหัส',
          Code: 'รหัสหัวข้อ (ที่อยู่ /topic/…)',
          TitleTh: 'ชื่อหัวข้อ (ไทย)',
          TitleEn: 'ชื่อหัวข้อ (อังกฤษ)',
          BodyTh: 'ข้อความ (ไทย)',
          BodyEn: 'ข้อความ (อังกฤษ)',
          Published: 'แสดงในร้าน',
          BookIds: 'หนังสือในหัวข้อ',
          BookCount: 'จำนวนหนังสือ',
          UpdatedAt: 'แก้ไขล่าสุด',
        },
      },
      sliders: {
        name: 'สไลเดอร์ |||| สไลเดอร์หน้าแรก',
        fields: {
          Id: 'รหัส',
          TitleTh: 'หัวเรื่อง (ไทย)',
          TitleEn: 'หัวเรื่อง (อังกฤษ)',
          SubtitleTh: 'ข้อความรอง (ไทย)',
          SubtitleEn: 'ข้อความรอง (อังกฤษ)',
          Link: 'ลิงก์',
          Published: 'แสดงในหน้าแรก',
          DisplayOrder: 'ลำดับ',
          UpdatedAt: 'แก้ไขล่าสุด',
        },
      },
    },
    nangsue: {
      home: {
        view_in_store: 'ดูในร้าน',
        published: 'แสดงอยู่',
        hidden: 'ซ่อนอยู่',
        topics: {
          code_help: 'ที่อยู่ของหน้าในร้าน: ตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข และขีดกลาง เช่น summer-reading',
          code_invalid: 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข และขีดกลางคั่นคำ',
          body_help: 'ขึ้นย่อหน้าใหม่ด้วยบรรทัดว่าง',
          add_book: 'เพิ่มหนังสือ',
          add_book_help: 'ค้นหาด้วยชื่อเรื่อง ผู้แต่ง ISBN หรือรหัสหนังสือ',
          no_books: 'ยังไม่มีหนังสือในหัวข้อนี้',
          books_help: 'ร้านแสดงหนังสือตามลำดับนี้ ลากหรือใช้ลูกศรเพื่อเรียง หนังสือที่ยังไม่เผยแพร่จะแสดงเมื่อเผยแพร่แล้ว',
          remove: 'นำออก',
        },
        sliders: {
          picture: 'รูปแบนเนอร์',
          picture_help:
            'JPEG, PNG หรือ WebP แนวนอนประมาณ 3:1 อย่างน้อย 600x200 พิกเซล (ร้านจะครอปเป็น 1200x400) ร้านจะเขียนหัวเรื่องและข้อความรองทับบนรูปเอง',
          upload_picture: 'อัปโหลดรูป',
          create_help:
            'บันทึกก่อน แล้วจึงอัปโหลดรูปในหน้าแก้ไข ระหว่างนี้ร้านจะวาดแบนเนอร์ให้ สไลเดอร์ใหม่จะยังไม่แสดงจนกว่าจะเลือก “แสดงในหน้าแรก”',
          link_help: 'หน้าในร้านโดยไม่ต้องใส่ภาษา เช่น /topic/summer-reading หรือที่อยู่เว็บที่ขึ้นต้นด้วย https://',
          link_doubleSlash: 'ที่อยู่ในร้านต้องขึ้นต้นด้วย / ตัวเดียว ไม่มี // ช่องว่าง หรือ \\',
          link_language: 'ไม่ต้องใส่ภาษา (/en หรือ /th) ร้านจะเติมตามภาษาของผู้อ่านเอง',
          link_notHttps: 'ใช้ที่อยู่ในร้าน (ขึ้นต้นด้วย /) หรือที่อยู่เว็บที่ขึ้นต้นด้วย https://',
          link_credentials: 'ที่อยู่เว็บต้องไม่มีชื่อผู้ใช้หรือรหัสผ่าน (ส่วนก่อน @)',
          external: 'ลิงก์ออกนอกร้าน',
          home_categories:
            'หมวดหมู่ที่แสดงในหน้าแรกและลำดับของหมวดหมู่ ตั้งได้ที่ “หมวดหมู่”: เลือก “แสดงในหน้าแรก” ที่หมวดหมู่หลัก แล้วเรียงลำดับหมวดหมู่หลัก',
          open_categories: 'ไปที่หมวดหมู่',
          empty: 'ยังไม่มีสไลเดอร์',
        },
      },
    },
  },
  en: {
    resources: {
      topics: {
        name: 'Topic |||| Topics',
        fields: {
          q: 'Search (code or title)',
          Id: 'Id',
          Code: 'Code (address /topic/…)',
          TitleTh: 'Title (Thai)',
          TitleEn: 'Title (English)',
          BodyTh: 'Text (Thai)',
          BodyEn: 'Text (English)',
          Published: 'Shown in the store',
          BookIds: 'Books in the topic',
          BookCount: 'Books',
          UpdatedAt: 'Last changed',
        },
      },
      sliders: {
        name: 'Slider |||| Home sliders',
        fields: {
          Id: 'Id',
          TitleTh: 'Title (Thai)',
          TitleEn: 'Title (English)',
          SubtitleTh: 'Subtitle (Thai)',
          SubtitleEn: 'Subtitle (English)',
          Link: 'Link',
          Published: 'On the home page',
          DisplayOrder: 'Order',
          UpdatedAt: 'Last changed',
        },
      },
    },
    nangsue: {
      home: {
        view_in_store: 'View in store',
        published: 'Shown',
        hidden: 'Hidden',
        topics: {
          code_help:
            "The page's address in the store: lower-case English letters, digits and dashes, such as summer-reading",
          code_invalid: 'Use lower-case English letters and digits, words joined by single dashes',
          body_help: 'Separate paragraphs with a blank line',
          add_book: 'Add a book',
          add_book_help: 'Find it by title, author, ISBN or book id',
          no_books: 'No books in this topic yet',
          books_help:
            'The store lists the books in this order: drag them or use the arrows. Books not yet published show once they are.',
          remove: 'Remove',
        },
        sliders: {
          picture: 'Banner picture',
          picture_help:
            'JPEG, PNG or WebP, wide about 3:1, at least 600x200 pixels (the store crops it to 1200x400). The store writes the title and subtitle over it.',
          upload_picture: 'Upload picture',
          create_help:
            'Save first, then upload the picture on the edit page; until then the store draws a banner. A new slider stays off the home page until “On the home page” is on.',
          link_help:
            'A store page without the language, such as /topic/summer-reading, or an address starting with https://',
          link_doubleSlash: 'A store path starts with a single /, without //, spaces or \\',
          link_language: 'Leave the language out (/en or /th): the store adds the reader’s own',
          link_notHttps: 'Use a store path (starting with /) or an address starting with https://',
          link_credentials: 'A web address without a user name or password (the part before @)',
          external: 'Leaves the store',
          home_categories:
            'Which categories the home page shows, and in which order, is set in Categories: turn on “On the home page” for a top category and order the top categories.',
          open_categories: 'Open categories',
          empty: 'No sliders yet',
        },
      },
    },
  },
};
