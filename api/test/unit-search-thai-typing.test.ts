import { latinLayoutToThai, thaiLayoutToLatin } from '../src/services/search/keyboard-layout';
import { parseQuery } from '../src/services/search/query';
import { getDefaultTaxonomy } from '../src/services/search/taxonomy';
import {
  latinSoundKey,
  looseThaiKey,
  thaiSoundKey,
  thaiSpellingMatcher,
} from '../src/services/search/thai-spelling';
import { understand } from '../src/services/search/understand';

/** The Thai typing rules of the search (no database): layouts, Thai spellings, compounds, families. */
describe('Thai typing in the search box', () => {
  const taxonomy = getDefaultTaxonomy();

  it('Kedmanee <-> US QWERTY, plain and shifted layers, both ways', () => {
    expect(thaiLayoutToLatin('ะำพพฟดนพท')).toBe('terraform');
    expect(thaiLayoutToLatin('หรสรแนื')).toBe('silicon');
    expect(latinLayoutToThai('sk,')).toBe('หาม');
    // shifted: ฐ (shift+[) and ู (shift+6) and ็ (shift+h)
    expect(latinLayoutToThai('{^H')).toBe('ฐู็');
    expect(thaiLayoutToLatin('ฐู็')).toBe('{^H');
    // a character on no key is not a slip
    expect(thaiLayoutToLatin('react')).toBeNull();
    expect(latinLayoutToThai('ñ')).toBeNull();
  });

  it('the loose key ignores tone marks, ็ and silent letters; the sound keys agree across scripts', () => {
    expect(looseThaiKey('ซีเนียร์')).toBe(looseThaiKey('ซีเนีย'));
    expect(looseThaiKey('แองกูล่าร์')).toBe(looseThaiKey('แองกูลาร์'));
    expect(looseThaiKey('ด็อกเกอร์')).toBe(looseThaiKey('ดอกเกอ'));
    expect(thaiSoundKey('ดอกเกอร')).toBe(latinSoundKey('docker'));
    for (const [thai, latin] of [
      ['เจนกินส์', 'jenkins'],
      ['แรบบิท', 'rabbit'],
      ['สกาล่า', 'scala'],
      ['ไพธอน', 'python'],
    ])
      expect({ thai, key: thaiSoundKey(thai) }).toEqual({ thai, key: latinSoundKey(latin) });
  });

  it('an unseen spelling maps to the one closest taxonomy word; a Thai word with no close one maps to nothing', () => {
    const m = thaiSpellingMatcher(taxonomy);
    expect(m.guess('เจ็นกิ้นส์')).toBe('jenkins');
    expect(m.guess('ไพธ่อน')).toBe('python');
    // everyday Thai words are not English spellings
    expect(m.guess('ร้านอาหาร')).toBeNull();
    expect(m.guess('โรงพยาบาล')).toBeNull();
  });

  it('"ซีเนีย" (no ร์) is seniority; a Thai compound of known forms is split into clauses', () => {
    expect(understand('ซีเนีย go').seniority).toEqual(['senior']);
    const clauses = parseQuery('นักพัฒนาเอไอ', taxonomy);
    expect(clauses.map((c) => c.text)).toEqual(['นักพัฒนา', 'เอไอ']);
    // the AI family: its skills, not the word itself
    expect(clauses[1].skillSlugs).toContain('machine-learning');
    expect(clauses[1].phrases).not.toContainEqual(['เอไอ']);
  });
});
