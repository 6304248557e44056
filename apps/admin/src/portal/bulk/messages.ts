/** The portal's bulk upload (issue 25, docs/titles.md "Bulk upload"), Thai and English. */
const th = {
  nangsue: {
    menu: { bulk: 'นำเข้า' },
    portal: {
      bulk: {
        menu: 'นำเข้าหลายเล่ม',
        title: 'นำเข้าหลายเล่ม',
        intro:
          'ส่งไฟล์ ONIX 3.0 ของหนังสือหลายเล่มพร้อมกัน และไฟล์ zip ที่รวมไฟล์หนังสือ ตัวอย่าง และปก ทุกเล่มเป็นหนังสือของสำนักพิมพ์คุณ ไม่ว่าไฟล์ ONIX จะระบุสำนักพิมพ์ใด',
        onix_title: '1. ไฟล์ ONIX (ไม่บังคับ)',
        onix_help:
          'รายการใหม่จะเป็นฉบับร่างที่ยังไม่ขึ้นร้าน ตรวจทานแล้วส่งตรวจจากหน้าหนังสือ รายการที่มีรหัสอ้างอิง (RecordReference) หรือ ISBN ตรงกับหนังสือของคุณจะแก้ไขเล่มนั้น หนังสือที่อนุมัติแล้วจะรอทีมงานตรวจการแก้ไขก่อน ส่วนราคามีผลทันที',
        onix_choose: 'เลือกไฟล์ ONIX',
        zip_title: '2. ไฟล์ zip ของไฟล์หนังสือและปก (ไม่บังคับ)',
        zip_help:
          'ตั้งชื่อไฟล์ด้วยรหัสอ้างอิงหรือ ISBN ของหนังสือ: <รหัส>.epub หรือ <รหัส>.pdf สำหรับไฟล์หนังสือ, <รหัส>.sample.epub หรือ <รหัส>.sample.pdf สำหรับตัวอย่าง และ <รหัส>.jpg .png หรือ .webp สำหรับปก ไฟล์ EPUB ผ่านการตรวจแบบเดียวกับการอัปโหลดที่หน้าหนังสือ',
        zip_choose: 'เลือกไฟล์ zip',
        chosen: 'ไฟล์ที่เลือก: %{name} (%{size})',
        clear: 'ไม่ใช้ไฟล์นี้',
        too_large: 'ไฟล์ %{name} ใหญ่เกิน %{megabytes} MB',
        start: 'เริ่มนำเข้า',
        nothing: 'เลือกไฟล์ ONIX หรือไฟล์ zip อย่างน้อยหนึ่งไฟล์',
        uploading: 'กำลังส่งไฟล์ %{percent}%',
        importing_onix: 'กำลังนำเข้ารายการ ONIX อาจใช้เวลาสักครู่ กรุณาอย่าปิดหน้านี้',
        importing_zip: 'กำลังตรวจและแนบไฟล์ อาจใช้เวลาสักครู่ กรุณาอย่าปิดหน้านี้',
        stopped: 'ไม่ได้ส่งไฟล์ zip เพราะการนำเข้า ONIX ไม่สำเร็จ',
        report_onix: 'ผลการนำเข้า ONIX',
        report_zip: 'ผลการแนบไฟล์',
        summary: {
          created: 'สร้างฉบับร่าง %{count} เล่ม',
          updated: 'แก้ไข %{count} รายการ',
          unchanged: 'ไม่เปลี่ยน %{count} รายการ',
          refused: 'ไม่นำเข้า %{count} รายการ',
          attached: 'แนบ %{count} ไฟล์',
        },
        show_all: 'ทั้งหมด',
        show_refused: 'เฉพาะที่ไม่นำเข้า',
        omitted: 'และอีก %{count} รายการที่ไม่ได้แสดงในรายงานนี้',
        column: {
          index: 'ลำดับ',
          reference: 'รหัสอ้างอิง / ไฟล์',
          title: 'หนังสือ',
          outcome: 'ผล',
          messages: 'รายละเอียด',
        },
        line: 'บรรทัด %{line}',
        pending: 'รอตรวจ',
        kind: {
          record: 'รายการ ONIX',
          file: 'ไฟล์หนังสือ',
          sample: 'ตัวอย่าง',
          cover: 'ปก',
        },
        outcome: {
          created: 'สร้างฉบับร่าง',
          updated: 'แก้ไขแล้ว',
          attached: 'แนบแล้ว',
          unchanged: 'ไม่เปลี่ยน',
          refused: 'ไม่นำเข้า',
        },
        none: 'ไม่มีรายการ',
      },
    },
  },
};

const en: typeof th = {
  nangsue: {
    menu: { bulk: 'Import' },
    portal: {
      bulk: {
        menu: 'Bulk upload',
        title: 'Bulk upload',
        intro:
          'Send an ONIX 3.0 file of many titles at once, and a zip of their book files, samples and covers. Every title is your publisher’s, whatever publisher the ONIX file names.',
        onix_title: '1. ONIX file (optional)',
        onix_help:
          'New records become drafts that are not in the store: check them and send them for review from their pages. A record whose RecordReference or ISBN is one of your titles changes that title; an approved title’s changes wait for review, its price changes at once.',
        onix_choose: 'Choose the ONIX file',
        zip_title: '2. Zip of book files and covers (optional)',
        zip_help:
          'Name each file by its title’s record reference or ISBN: <ref>.epub or <ref>.pdf for the book, <ref>.sample.epub or <ref>.sample.pdf for a sample, <ref>.jpg, .png or .webp for the cover. EPUBs are checked as on a title’s page.',
        zip_choose: 'Choose the zip',
        chosen: 'Chosen: %{name} (%{size})',
        clear: 'Do not use this file',
        too_large: '%{name} is larger than %{megabytes} MB',
        start: 'Start the upload',
        nothing: 'Choose an ONIX file or a zip, or both',
        uploading: 'Sending the file: %{percent}%',
        importing_onix: 'Importing the ONIX records; this may take a while, keep this page open',
        importing_zip:
          'Checking and attaching the files; this may take a while, keep this page open',
        stopped: 'The zip was not sent because the ONIX import failed',
        report_onix: 'ONIX import report',
        report_zip: 'Files report',
        summary: {
          created: '%{count} drafts created',
          updated: '%{count} updated',
          unchanged: '%{count} unchanged',
          refused: '%{count} refused',
          attached: '%{count} attached',
        },
        show_all: 'All',
        show_refused: 'Refused only',
        omitted: 'and %{count} more not listed in this report',
        column: {
          index: '#',
          reference: 'Reference / file',
          title: 'Title',
          outcome: 'Outcome',
          messages: 'Details',
        },
        line: 'line %{line}',
        pending: 'Waits for review',
        kind: {
          record: 'ONIX record',
          file: 'Book file',
          sample: 'Sample',
          cover: 'Cover',
        },
        outcome: {
          created: 'Draft created',
          updated: 'Updated',
          attached: 'Attached',
          unchanged: 'Unchanged',
          refused: 'Refused',
        },
        none: 'Nothing to show',
      },
    },
  },
};

export const messages = { th, en };
