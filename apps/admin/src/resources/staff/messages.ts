/** Staff and audit: Thai and English. */
export const messages = {
  th: {
    resources: {
      staff: {
        name: 'พนักงาน |||| พนักงาน',
        fields: {
          q: 'ค้นหา',
          Email: 'อีเมล',
          DisplayName: 'ชื่อที่แสดง',
          Role: 'บทบาท',
          Language: 'ภาษา',
          Status: 'สถานะ',
          CreatedAt: 'สร้างเมื่อ',
          LastLoginAt: 'เข้าสู่ระบบล่าสุด',
          DisabledAt: 'ระงับเมื่อ',
        },
      },
      roles: {
        name: 'บทบาท |||| บทบาท',
        fields: {
          Id: 'บทบาท',
          Permissions: 'สิทธิ์',
          StaffCount: 'จำนวนพนักงาน',
        },
      },
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
    nangsue: {
      staff: {
        status: { invited: 'รอตั้งค่าบัญชี', active: 'ใช้งานอยู่', disabled: 'ระงับแล้ว' },
        language: { th: 'ไทย', en: 'English' },
        disable: 'ระงับบัญชี',
        enable: 'เปิดใช้บัญชี',
        disable_confirm:
          'ระงับบัญชีของ %{name} ใช่หรือไม่ เซสชันทั้งหมดจะสิ้นสุดทันทีและจะเข้าสู่ระบบไม่ได้จนกว่าจะเปิดใช้อีกครั้ง',
        enable_confirm: 'เปิดใช้บัญชีของ %{name} อีกครั้งใช่หรือไม่',
        disabled: 'ระงับบัญชีแล้ว',
        enabled: 'เปิดใช้บัญชีแล้ว',
        reset_link: 'ลิงก์ตั้งค่าใหม่',
        reset_link_confirm: 'สร้างลิงก์ตั้งค่าบัญชีใหม่ให้ %{name} ใช่หรือไม่ รหัสผ่านและแอปยืนยันตัวตนเดิมจะใช้ไม่ได้อีก',
        setup_link: {
          title: 'ลิงก์ตั้งค่าบัญชี',
          help: 'ส่งลิงก์นี้ให้ %{email} ทางช่องทางที่ปลอดภัย ลิงก์ใช้ได้ครั้งเดียวภายใน 24 ชั่วโมง และจะแสดงเพียงครั้งนี้เท่านั้น',
          label: 'ลิงก์',
          copy: 'คัดลอกลิงก์',
          copied: 'คัดลอกแล้ว',
        },
      },
    },
  },
  en: {
    resources: {
      staff: {
        name: 'Staff member |||| Staff',
        fields: {
          q: 'Search',
          Email: 'E-mail',
          DisplayName: 'Display name',
          Role: 'Role',
          Language: 'Language',
          Status: 'Status',
          CreatedAt: 'Created',
          LastLoginAt: 'Last sign-in',
          DisabledAt: 'Disabled',
        },
      },
      roles: {
        name: 'Role |||| Roles',
        fields: {
          Id: 'Role',
          Permissions: 'Permissions',
          StaffCount: 'Staff',
        },
      },
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
    nangsue: {
      staff: {
        status: { invited: 'Invited', active: 'Active', disabled: 'Disabled' },
        language: { th: 'ไทย', en: 'English' },
        disable: 'Disable',
        enable: 'Enable',
        disable_confirm:
          'Disable %{name}? Their sessions end at once and they cannot sign in until enabled again.',
        enable_confirm: 'Enable %{name} again?',
        disabled: 'Account disabled',
        enabled: 'Account enabled',
        reset_link: 'New set-up link',
        reset_link_confirm:
          'Make a new set-up link for %{name}? Their current password and authenticator stop working.',
        setup_link: {
          title: 'Set-up link',
          help: 'Send this link to %{email} over a safe channel. It works once, within 24 hours, and is shown only now.',
          label: 'Link',
          copy: 'Copy link',
          copied: 'Copied',
        },
      },
    },
  },
};
