import type { BlogStrings } from './th';

/** Namespace 'public-blog', English. Same keys as th.ts (the type makes sure). */
export const en: BlogStrings = {
  meta: {
    blog: {
      title: 'IT career blog',
      titleTag: 'Posts tagged {{tag}}',
      titlePage: '{{title}} page {{page}}',
      description:
        'Articles on job hunting, résumés, salaries and IT career paths in Thailand from the JobPortal team.',
      descriptionTag: 'Articles about {{tag}} for IT professionals in Thailand from the JobPortal team.',
    },
  },
  blog: {
    title: 'IT career blog',
    intro: 'Tips on job hunting, interviews, salaries and technology trends for IT people in Thailand.',
    tagged: 'Posts tagged #{{tag}}',
    clearTag: 'Show all posts',
    tags: 'Tags',
    empty: 'No articles yet',
    back: 'Back to the blog',
    related: 'Related articles',
    published: 'Published',
    breadcrumb: 'Blog',
  },
};
