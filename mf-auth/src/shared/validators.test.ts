import i18next from 'i18next';
import { addTranslations } from 'mf_shared_ui/platform';
import { DEFAULT_PASSWORD_POLICY } from 'mf_shared_ui/validation';
import { resources } from '../i18n/resources';
import {
  confirmPasswordProblem,
  emailProblem,
  loginPasswordProblem,
  newPasswordProblem,
  phoneProblem,
  textProblem,
  type Problem,
} from './validators';
import { toPasswordPolicy } from './passwordPolicy';
import { postLoginTarget, safeRedirect, loginWithRedirect } from './paths';

let text: (p: Problem | null) => string | null;

beforeAll(async () => {
  await i18next.changeLanguage('en');
  addTranslations('auth', resources);
  text = (p) => (p ? i18next.t(p.key, { ...p.params }) : null);
});

describe('e-mail (spec section 5)', () => {
  it('required', async () => {
    expect(text(emailProblem(''))).toBe('Please enter email');
    expect(text(emailProblem('   '))).toBe('Please enter email');
    await i18next.changeLanguage('th');
    expect(text(emailProblem(undefined))).toBe('กรุณากรอกอีเมล');
    await i18next.changeLanguage('en');
  });
  it.each(['a', 'a@b', 'a b@c.d', '@b.c', 'a@.c ', 'a@b.'])('invalid format %p names the value', (value) => {
    expect(text(emailProblem(value))).toBe(`Please enter a valid email ${value.trim()}`);
  });
  it.each(['a@b.c', 'first.last@company.co.th', 'x+tag@e2e.jobportal.test'])('%p is valid', (value) => {
    expect(emailProblem(value)).toBeNull();
  });
});

describe('passwords', () => {
  it('login password is only required', () => {
    expect(text(loginPasswordProblem(''))).toBe('Please enter password');
    expect(loginPasswordProblem('1')).toBeNull();
  });
  it('new password follows the policy, default minimum 6', () => {
    expect(text(newPasswordProblem('', DEFAULT_PASSWORD_POLICY))).toBe('Please enter password');
    expect(text(newPasswordProblem('12345'))).toBe('Password must be at least 6 characters');
    expect(newPasswordProblem('123456')).toBeNull();
  });
  it('applies a stricter server policy', () => {
    const policy = toPasswordPolicy({
      minPasswordLength: 8,
      maxPasswordLength: 12,
      containsUppercaseLetter: true,
      containsNumericCharacter: true,
    });
    expect(text(newPasswordProblem('abcdefg', policy))).toBe('Password must be at least 8 characters');
    expect(text(newPasswordProblem('abcdefgh1', policy))).toBe('Password must contain an uppercase letter');
    expect(text(newPasswordProblem('Abcdefghijk12', policy))).toBe('Password must be at most 12 characters');
    expect(newPasswordProblem('Abcdefgh1', policy)).toBeNull();
  });
  it('no policy from the server (emulator 501) -> minimum 6', () => {
    expect(toPasswordPolicy(undefined)).toEqual({ minLength: 6 });
  });
  it('confirmation must match', () => {
    expect(text(confirmPasswordProblem('secret1', 'secret2'))).toBe('Passwords do not match');
    expect(confirmPasswordProblem('secret1', 'secret1')).toBeNull();
  });
});

describe('registration fields', () => {
  it('required and bounded text', () => {
    // Sentence case: the field name inside an English sentence is not capitalised.
    expect(text(textProblem(' ', 'Company name', { min: 2, max: 200 }))).toBe(
      'Please enter your company name',
    );
    expect(text(textProblem('A', 'Company name', { min: 2, max: 200 }))).toBe(
      'The company name must be at least 2 characters',
    );
    expect(text(textProblem('x'.repeat(201), 'Company name', { min: 2, max: 200 }))).toBe(
      'The company name must be at most 200 characters',
    );
    expect(text(textProblem('', 'LINE ID', { min: 1, max: 50 }))).toBe('Please enter your LINE ID');
    expect(textProblem('ACME', 'Company name', { min: 2, max: 200 })).toBeNull();
  });
  it('phone: digits only, 9 or 10 of them', () => {
    expect(phoneProblem('081-234-5678', 'Phone')).toBeNull();
    expect(text(phoneProblem('12345', 'Phone'))).toBe('Please enter a 9-10 digit phone number');
    expect(text(phoneProblem('', 'Phone number'))).toBe('Please enter your phone number');
  });
});

describe('registration fields in Thai', () => {
  it('keep the Thai label as it is', async () => {
    await i18next.changeLanguage('th');
    try {
      expect(text(textProblem('', 'ชื่อ', { min: 1, max: 100 }))).toBe('กรุณากรอกชื่อ');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('redirects', () => {
  it('follows only same-origin paths', () => {
    expect(safeRedirect('/candidate/profile')).toBe('/candidate/profile');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
  });
  it('after login: back to the guarded page of the role, else the role landing', () => {
    expect(postLoginTarget('candidate', '/candidate/profile?tab=skills')).toBe(
      '/candidate/profile?tab=skills',
    );
    expect(postLoginTarget('candidate', null)).toBe('/candidate/jobs');
    expect(postLoginTarget('candidate', '/corporate/dashboard')).toBe('/candidate/jobs');
    expect(postLoginTarget('corporate', null)).toBe('/corporate');
    expect(postLoginTarget('corporate', '/corporate/dashboard')).toBe('/corporate/dashboard');
    expect(postLoginTarget('candidate', '/candidate/login')).toBe('/candidate/jobs');
  });
  it('guard redirect keeps the current path', () => {
    expect(loginWithRedirect('candidate', '/candidate/overview')).toBe(
      '/candidate/login?redirect=%2Fcandidate%2Foverview',
    );
  });
});
