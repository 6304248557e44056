/** Staff and audit: Thai and English. */
export const messages = {
  th: {
    resources: {
      'audit-log': {
        name: 'บันทึกการตรวจสอบ |||| บันทึกการตรวจสอบ',
        fields: {
          q: 'ค้นหา',
          At: 'เวลา',
          StaffId: 'รหัสพนักงาน',
          StaffEmail: 'พนักงาน',
          Action: 'การกระทำ',
          EntityType: 'ประเภทข้อมูล',
          EntityId: 'รหัสข้อมูล',
          Reason: 'เหตุผล',
          Ip: 'ที่อยู่ IP',
          RequestId: 'รหัสคำขอ',
          Before: 'ก่อนเปลี่ยน',
          After: 'หลังเปลี่ยน',
          From: 'ตั้งแต่วันที่',
          To: 'ถึงวันที่',
        },
      },
    },
  },
  en: {
    resources: {
      'audit-log': {
        name: 'Audit log |||| Audit log',
        fields: {
          q: 'Search',
          At: 'When',
          StaffId: 'Staff id',
          StaffEmail: 'Staff member',
          Action: 'Action',
          EntityType: 'What',
          EntityId: 'Id',
          Reason: 'Reason',
          Ip: 'IP address',
          RequestId: 'Request id',
          Before: 'Before',
          After: 'After',
          From: 'From',
          To: 'To',
        },
      },
    },
  },
};
