/** Operations: Thai and English (docs/back-office.md, "Operations"). */
const searchFields = {
  th: {
    Text: 'คำค้น',
    Language: 'ภาษา',
    Searches: 'จำนวนครั้ง',
    AverageResults: 'ผลลัพธ์เฉลี่ย',
    LastSearchedAt: 'ค้นหาล่าสุด',
    From: 'ตั้งแต่วันที่',
    To: 'ถึงวันที่',
  },
  en: {
    Text: 'Search text',
    Language: 'Language',
    Searches: 'Searches',
    AverageResults: 'Average results',
    LastSearchedAt: 'Last searched',
    From: 'From',
    To: 'To',
  },
};

export const messages = {
  th: {
    resources: {
      jobs: {
        name: 'คิวงาน |||| คิวงาน',
        fields: {
          Queue: 'คิว',
          FailedAt: 'ล้มเหลวเมื่อ',
          Error: 'ข้อผิดพลาด',
          Subject: 'เกี่ยวกับ',
          RetryCount: 'ลองซ้ำแล้ว',
        },
      },
      'top-searches': { name: 'คำค้นยอดนิยม |||| คำค้นยอดนิยม', fields: searchFields.th },
      'no-result-searches': {
        name: 'คำค้นที่ไม่พบผล |||| คำค้นที่ไม่พบผล',
        fields: searchFields.th,
      },
    },
    nangsue: {
      operations: {
        jobs: {
          queues: 'งานในแต่ละคิว',
          checked: 'ข้อมูลเมื่อ %{at}',
          queue: 'คิว',
          failed: 'งานที่ล้มเหลว',
          none: 'ไม่มีงานที่ล้มเหลว',
          actions: 'จัดการ',
          states: {
            Created: 'รอทำ',
            Retry: 'รอลองใหม่',
            Active: 'กำลังทำ',
            Completed: 'เสร็จ (12 ชม.)',
            Failed: 'ล้มเหลว',
            FailedArchived: 'ล้มเหลว (เก็บถาวร)',
          },
          retry: 'ทำใหม่',
          retry_title: 'ทำงานนี้ใหม่',
          retry_help: 'งานจะถูกทำใหม่ทันทีอีกหนึ่งครั้ง แก้สาเหตุก่อน (เช่น เซิร์ฟเวอร์อีเมล) มิฉะนั้นจะล้มเหลวอีก',
          retried: 'ส่งงานกลับเข้าคิวแล้ว',
        },
        cache: {
          menu: 'แคชแคตตาล็อก',
          title: 'ล้างแคชของแคตตาล็อก',
          help: 'หน้าร้านอ่านแคตตาล็อกจากแคช การแก้ไขผ่านระบบหลังร้านและการนำเข้าจะแสดงผลเองภายในไม่กี่วินาที ใช้ปุ่มนี้เฉพาะเมื่อข้อมูลถูกแก้ไขโดยตรงในฐานข้อมูล',
          clear: 'ล้างแคช',
          confirm: 'แคชทั้งหมดจะถูกล้าง หน้าร้านจะช้าลงเล็กน้อยชั่วครู่ขณะสร้างแคชใหม่',
          cleared: 'ล้างแคชแล้วเมื่อ %{at}',
          done: 'ล้างแคชแล้ว',
        },
        searches: {
          th: 'ไทย',
          en: 'อังกฤษ',
          top_help: 'คำที่ผู้อ่านค้นหามากที่สุด (7 วันล่าสุด หากไม่เลือกวันที่)',
          none_help: 'คำค้นที่ไม่พบหนังสือเลย: สิ่งที่ผู้อ่านหาไม่เจอ (7 วันล่าสุด หากไม่เลือกวันที่)',
        },
      },
    },
  },
  en: {
    resources: {
      jobs: {
        name: 'Job queue |||| Job queue',
        fields: {
          Queue: 'Queue',
          FailedAt: 'Failed at',
          Error: 'Error',
          Subject: 'About',
          RetryCount: 'Retries',
        },
      },
      'top-searches': { name: 'Top searches |||| Top searches', fields: searchFields.en },
      'no-result-searches': {
        name: 'Searches with no result |||| Searches with no result',
        fields: searchFields.en,
      },
    },
    nangsue: {
      operations: {
        jobs: {
          queues: 'Jobs per queue',
          checked: 'As of %{at}',
          queue: 'Queue',
          failed: 'Failed jobs',
          none: 'No job has failed.',
          actions: 'Actions',
          states: {
            Created: 'Waiting',
            Retry: 'To retry',
            Active: 'Running',
            Completed: 'Done (12 h)',
            Failed: 'Failed',
            FailedArchived: 'Failed (archived)',
          },
          retry: 'Retry',
          retry_title: 'Run this job again',
          retry_help:
            'The job runs again at once, one more attempt. Fix the cause first (the mail server, say), or it fails again.',
          retried: 'The job is back in its queue',
        },
        cache: {
          menu: 'Catalog cache',
          title: "Empty the catalog's cache",
          help: 'The storefront reads the catalog through a cache. Changes made in the back office and imports show by themselves within seconds: use this only after a change made directly in the database.',
          clear: 'Empty the cache',
          confirm:
            'The whole cache is emptied; the storefront is a little slower for a moment while it fills again.',
          cleared: 'Emptied at %{at}',
          done: 'The cache is empty',
        },
        searches: {
          th: 'Thai',
          en: 'English',
          top_help: 'What readers search for most (the last 7 days unless you choose dates).',
          none_help:
            'Searches that found no book: what readers cannot find (the last 7 days unless you choose dates).',
        },
      },
    },
  },
};
