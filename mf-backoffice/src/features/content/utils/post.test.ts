import { slugify, toInput, truncate } from './post';

it('slugs from an English title', () => {
  expect(slugify('  Café & Co: Senior Dev (Remote)  ')).toBe('cafe-co-senior-dev-remote');
  expect(slugify('ภาษาไทยล้วน')).toBe('');
});

it('cuts share-card texts with an ellipsis', () => {
  expect(truncate('a'.repeat(70), 60)).toHaveLength(60);
  expect(truncate('short', 60)).toBe('short');
});

it('turns a Bangkok schedule into an ISO instant and refuses a missing one', () => {
  const base = {
    slug: 's',
    title_th: 't',
    title_en: 't',
    excerpt_th: '',
    excerpt_en: '',
    body_th_html: '<p>x</p>',
    body_en_html: '<p>x</p>',
    cover_file_id: null,
    tags: [' a ', ''],
  };
  expect(toInput({ ...base, publishMode: 'schedule', publishAt: '2030-01-01T07:00' })?.publish).toEqual({
    mode: 'schedule',
    at: '2030-01-01T00:00:00.000Z',
  });
  expect(toInput({ ...base, publishMode: 'schedule', publishAt: '' })).toBeNull();
  expect(toInput({ ...base, publishMode: 'now', publishAt: '' })).toMatchObject({
    publish: { mode: 'now' },
    tags: ['a'],
  });
});
