import { skillLabel } from './skillLabel';

const python = { name: 'Python', name_th: 'ไพธอน', category: 'language' };
const communication = { name: 'Communication', name_th: 'การสื่อสาร', category: 'soft' };
const leadership = { name: 'Leadership', name_th: null, category: 'soft' };

describe('skillLabel', () => {
  it('tech skills keep their canonical name in both locales', () => {
    expect(skillLabel(python, 'th')).toBe('Python');
    expect(skillLabel(python, 'en')).toBe('Python');
  });
  it('soft skills read in the reader’s language', () => {
    expect(skillLabel(communication, 'th')).toBe('การสื่อสาร');
    expect(skillLabel(communication, 'en')).toBe('Communication');
    expect(skillLabel(leadership, 'th')).toBe('Leadership');
  });
});
