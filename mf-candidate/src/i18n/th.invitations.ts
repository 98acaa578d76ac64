/** Namespace 'candidate', Thai: invitations to apply from companies (issue 43), on the overview. */
export const thInvitations = {
  invitations: {
    title: 'คำเชิญให้สมัครงาน',
    hint: 'บริษัทที่เห็นโปรไฟล์ของคุณเชิญให้สมัครงานเหล่านี้',
    invitedAt: 'เชิญเมื่อ {{time}}',
    viewJob: 'ดูงานและสมัคร',
    applied: 'สมัครแล้ว',
    closed: 'ปิดรับสมัครแล้ว',
    dismiss: 'ซ่อน',
    dismissLabel: 'ซ่อนคำเชิญจาก {{company}}',
    dismissed: 'ซ่อนคำเชิญแล้ว',
    dismissFailed: 'ซ่อนคำเชิญไม่สำเร็จ',
  },
};
