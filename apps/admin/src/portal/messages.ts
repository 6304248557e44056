/**
 * The publisher portal shell's texts (ADR 0019), Thai and English: its name, sign-in, first
 * sign-in's authenticator, invitations, menu groups and dashboard. Each portal area keeps its own
 * in src/portal/<area>/messages.ts.
 */
const th = {
  nangsue: {
    app: {
      title: 'หนังสือ · สำหรับสำนักพิมพ์',
      short_title: 'สำหรับสำนักพิมพ์',
    },
    menu: {
      dashboard: 'ภาพรวม',
      organisation: 'สำนักพิมพ์',
      titles: 'หนังสือ',
      sales: 'ยอดขาย',
      money: 'การเงิน',
    },
    portal: {
      login: {
        title: 'เข้าสู่ระบบสำหรับสำนักพิมพ์',
        subtitle: 'ใช้อีเมลและรหัสผ่านบัญชีร้านหนังสือของคุณ',
        email: 'อีเมล',
        password: 'รหัสผ่าน',
        next: 'ถัดไป',
        code_title: 'ยืนยันด้วยแอปยืนยันตัวตน',
        code_help: 'กรอกรหัส 6 หลักที่แอปยืนยันตัวตนแสดงอยู่',
        code: 'รหัส 6 หลัก',
        submit: 'เข้าสู่ระบบ',
        enrol_title: 'ตั้งค่าแอปยืนยันตัวตน (ครั้งแรก)',
        enrol_intro:
          'เพื่อความปลอดภัยของยอดขายและข้อมูลการเงิน ระบบสำหรับสำนักพิมพ์ใช้การยืนยันตัวตน 2 ขั้นตอน เพิ่มบัญชีในแอปยืนยันตัวตน แล้วกรอกรหัสแรกที่แอปแสดง',
        enrol_submit: 'ยืนยันและเข้าสู่ระบบ',
        back: 'เริ่มใหม่',
        failed: 'เข้าสู่ระบบไม่สำเร็จ',
        not_member: 'ยังไม่ได้เป็นสำนักพิมพ์? สมัครขายหนังสือได้ที่หน้าร้าน (เมนูบัญชี > สมัครเป็นสำนักพิมพ์)',
        staff_link: 'พนักงานร้าน: ไปหน้าหลังร้าน',
      },
      invitation: {
        title: 'คำเชิญเข้าร่วมสำนักพิมพ์',
        intro: '%{organisation} เชิญ %{email} เข้าร่วมในบทบาท%{role}',
        help: 'เข้าสู่ระบบด้วยบัญชีร้านหนังสือของอีเมลนี้เพื่อตอบรับ ถ้ายังไม่มีบัญชี สมัครสมาชิกที่หน้าร้านด้วยอีเมลนี้ก่อน แล้วกลับมาที่ลิงก์นี้',
        accept: 'ตอบรับและเข้าสู่ระบบ',
        loading: 'กำลังเปิดคำเชิญ...',
        invalid: 'คำเชิญนี้ใช้ไม่ได้',
        to_login: 'ไปหน้าเข้าสู่ระบบ',
      },
      roles: {
        owner: 'เจ้าของ',
        editor: 'บรรณาธิการ',
        finance: 'ฝ่ายการเงิน',
      },
      dashboard: {
        welcome: 'สวัสดี %{name}',
        organisation: 'สำนักพิมพ์',
        legal_name: 'ชื่อตามกฎหมาย',
        tax_id: 'เลขประจำตัวผู้เสียภาษี',
        payee_kind: 'ประเภทผู้รับเงิน',
        payee_individual: 'บุคคลธรรมดา',
        payee_company: 'นิติบุคคล',
        share: 'ส่วนแบ่งค่าลิขสิทธิ์',
        share_value: '%{percent}% ของราคาสุทธิหลังหักภาษีมูลค่าเพิ่ม',
        role: 'บทบาทของคุณ',
      },
    },
  },
};

const en: typeof th = {
  nangsue: {
    app: {
      title: 'Nangsue · Publisher portal',
      short_title: 'Publisher portal',
    },
    menu: {
      dashboard: 'Overview',
      organisation: 'Publisher',
      titles: 'Books',
      sales: 'Sales',
      money: 'Money',
    },
    portal: {
      login: {
        title: 'Publisher portal sign-in',
        subtitle: 'Use the e-mail and password of your Nangsue store account',
        email: 'E-mail',
        password: 'Password',
        next: 'Next',
        code_title: 'Confirm with your authenticator app',
        code_help: 'Enter the 6-digit code your authenticator app shows',
        code: '6-digit code',
        submit: 'Sign in',
        enrol_title: 'Set up your authenticator app (first time)',
        enrol_intro:
          'Sales and payment details are protected by two-step sign-in. Add the account to an authenticator app, then enter the first code it shows.',
        enrol_submit: 'Confirm and sign in',
        back: 'Start again',
        failed: 'Sign-in failed',
        not_member:
          'Not a publisher yet? Apply to sell your books in the store (Account > Become a publisher).',
        staff_link: 'Store staff: go to the back office',
      },
      invitation: {
        title: 'Invitation to a publisher',
        intro: '%{organisation} invites %{email} to join as %{role}',
        help: 'Sign in with the Nangsue account of this address to accept. No account yet? Register in the store with this address first, then come back to this link.',
        accept: 'Accept and sign in',
        loading: 'Opening the invitation...',
        invalid: 'This invitation does not work',
        to_login: 'Go to sign-in',
      },
      roles: {
        owner: 'owner',
        editor: 'editor',
        finance: 'finance viewer',
      },
      dashboard: {
        welcome: 'Hello %{name}',
        organisation: 'Publisher',
        legal_name: 'Legal name',
        tax_id: 'Tax ID',
        payee_kind: 'Payee',
        payee_individual: 'Individual',
        payee_company: 'Company',
        share: 'Royalty share',
        share_value: '%{percent}% of the net price after VAT',
        role: 'Your role',
      },
    },
  },
};

export const messages = { th, en };
