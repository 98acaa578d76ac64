/** Namespace 'public-blog' (Thai first): the blog pages' texts, in their own chunk. */
export const th = {
  meta: {
    blog: {
      title: 'บทความสายอาชีพไอที',
      titleTag: 'บทความแท็ก {{tag}}',
      titlePage: '{{title}} หน้า {{page}}',
      description:
        'บทความ เคล็ดลับการสมัครงาน การเขียนเรซูเม่ เงินเดือน และเส้นทางอาชีพสายไอทีในประเทศไทย จากทีมงาน JobPortal',
      descriptionTag: 'รวมบทความเกี่ยวกับ {{tag}} สำหรับคนทำงานสายไอทีในประเทศไทย จากทีมงาน JobPortal',
    },
  },
  blog: {
    title: 'บทความสายอาชีพไอที',
    intro: 'เคล็ดลับการหางาน การสัมภาษณ์ เงินเดือน และเทรนด์เทคโนโลยีสำหรับคนไอทีในประเทศไทย',
    tagged: 'บทความแท็ก #{{tag}}',
    clearTag: 'ดูบทความทั้งหมด',
    tags: 'แท็ก',
    empty: 'ยังไม่มีบทความ',
    back: 'กลับไปหน้าบทความ',
    related: 'บทความที่เกี่ยวข้อง',
    published: 'เผยแพร่เมื่อ',
    breadcrumb: 'บทความ',
  },
};

export type BlogStrings = typeof th;
