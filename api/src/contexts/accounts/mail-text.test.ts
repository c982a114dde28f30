import { describe, expect, it } from 'vitest';
import { loginAttackEmail } from './login-attack-email';
import { greeting } from './mail-text';
import { resetEmail } from './reset-email';
import { verificationEmail } from './verification-email';

// Issue 27: a first name like 'Urgent: verify at https://evil.example' was sent verbatim to any address.
const HOSTILE = [
  'Urgent: verify at https://evil.example',
  'https://evil.example',
  'visit evil.example now',
  'www.evil.example',
  'Jo <b>bold</b>',
  'Call 0412 345 678',
  'Jo\nBCC: x@example.com',
  'Jo@example.com',
  'A'.repeat(41),
];

describe('greeting', () => {
  it.each(['Jo', 'Zoë', 'Mary-Jane', "O'Brien", 'Anh Thư', 'J.R.', 'José María', 'Nguyễn', 'Владимир'])('when the first name is %j, then the greeting names it', (name) => {
    expect(greeting(name)).toBe(`Hi ${name},`);
  });

  it.each(HOSTILE)('when the first name is %j (not plainly a name), then the greeting leaves it out', (name) => {
    expect(greeting(name)).toBe('Hi,');
  });

  it('when there is no first name, or only spaces, then it is Hi,', () => {
    expect(greeting('')).toBe('Hi,');
    expect(greeting('   ')).toBe('Hi,');
    expect(greeting(null)).toBe('Hi,');
  });
});

describe('the mail that carries a first name', () => {
  const mails = (firstName: string) => [
    verificationEmail('victim@example.org', firstName, 'https://motohaul.example/login?verifyEmail=t', 7),
    resetEmail('victim@example.org', firstName, 'https://motohaul.example/auth/reset-password?token=t'),
    loginAttackEmail('victim@example.org', firstName, 'https://motohaul.example/auth/forgot-password'),
  ];

  it.each(HOSTILE)('when the first name is %j, then neither the text nor the HTML carries it', (name) => {
    for (const mail of mails(name)) {
      expect(mail.text.startsWith('Hi,\n')).toBe(true);
      expect(mail.text).not.toContain('evil.example');
      expect(mail.html).not.toContain('evil.example');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html.startsWith('<p>Hi,</p>')).toBe(true);
    }
  });

  it('when the first name is plain, then it greets by it, escaped in the HTML', () => {
    for (const mail of mails("O'Brien")) {
      expect(mail.text.startsWith("Hi O'Brien,\n")).toBe(true);
      expect(mail.html.startsWith('<p>Hi O&#39;Brien,</p>')).toBe(true);
    }
  });
});
