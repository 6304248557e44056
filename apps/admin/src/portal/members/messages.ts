/** The portal's members page (ADR 0019), Thai and English. */
const th = {
  nangsue: {
    portal: {
      members: {
        menu: 'สมาชิกและคำเชิญ',
        title: 'สมาชิกของสำนักพิมพ์',
        name: 'ชื่อ',
        email: 'อีเมล',
        role: 'บทบาท',
        two_factor: 'ยืนยันตัวตน 2 ขั้นตอน',
        two_factor_on: 'ตั้งค่าแล้ว',
        two_factor_off: 'ยังไม่ได้เข้าสู่ระบบครั้งแรก',
        joined: 'เข้าร่วมเมื่อ',
        you: '(คุณ)',
        remove: 'นำออก',
        remove_title: 'นำ %{email} ออกจากสำนักพิมพ์?',
        remove_content: 'สมาชิกจะออกจากระบบทันทีและเข้าระบบสำหรับสำนักพิมพ์ไม่ได้อีก',
        removed: 'นำสมาชิกออกแล้ว',
        role_changed: 'เปลี่ยนบทบาทแล้ว',
        invite_title: 'เชิญสมาชิกใหม่',
        invite_help:
          'ส่งลิงก์คำเชิญทางอีเมล (ใช้ได้ 7 วัน) ผู้รับตอบรับด้วยบัญชีร้านหนังสือของอีเมลนั้น บรรณาธิการจัดการหนังสือ ดูยอดขาย และตอบข้อความ ฝ่ายการเงินดูยอดขายและใบแจ้งยอด',
        invite: 'ส่งคำเชิญ',
        invited: 'ส่งคำเชิญถึง %{email} แล้ว',
        invitations_title: 'คำเชิญที่รอตอบรับ',
        no_invitations: 'ไม่มีคำเชิญที่รอตอบรับ',
        expires: 'หมดอายุ',
        revoke: 'ยกเลิกคำเชิญ',
        revoke_title: 'ยกเลิกคำเชิญของ %{email}?',
        revoke_content: 'ลิงก์ในอีเมลจะใช้ไม่ได้อีก',
        revoked: 'ยกเลิกคำเชิญแล้ว',
      },
    },
  },
};

const en: typeof th = {
  nangsue: {
    portal: {
      members: {
        menu: 'Members and invitations',
        title: 'Members of the publisher',
        name: 'Name',
        email: 'E-mail',
        role: 'Role',
        two_factor: 'Two-step sign-in',
        two_factor_on: 'Set up',
        two_factor_off: 'Not signed in yet',
        joined: 'Joined',
        you: '(you)',
        remove: 'Remove',
        remove_title: 'Remove %{email} from the publisher?',
        remove_content: 'They are signed out at once and can no longer open the publisher portal.',
        removed: 'Member removed',
        role_changed: 'Role changed',
        invite_title: 'Invite a member',
        invite_help:
          'An invitation link goes out by e-mail (it works for 7 days); it is accepted with the Nangsue account of that address. Editors manage books, see sales and answer messages; finance viewers see sales and statements.',
        invite: 'Send invitation',
        invited: 'Invitation sent to %{email}',
        invitations_title: 'Open invitations',
        no_invitations: 'No open invitations',
        expires: 'Expires',
        revoke: 'Withdraw',
        revoke_title: 'Withdraw the invitation of %{email}?',
        revoke_content: 'The link in the e-mail stops working.',
        revoked: 'Invitation withdrawn',
      },
    },
  },
};

export const messages = { th, en };
