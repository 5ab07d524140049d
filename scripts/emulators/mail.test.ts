import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { decodeHeaderValue, decodeMail, decodeQuotedPrintable, parseAddresses } from './mail.ts';

// nodemailer is a dependency of web/, not of the workspace root: resolve it from there.
const nodemailer = createRequire(fileURLToPath(new URL('../../web/package.json', import.meta.url)))('nodemailer') as typeof Nodemailer;

/** The raw bytes nodemailer would send over SMTP for `mail`. */
async function raw(mail: Nodemailer.SendMailOptions, newline: 'windows' | 'unix' = 'windows'): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline });
  const info = (await transport.sendMail(mail)) as { message: Buffer };
  return info.message;
}

const RESET_URL =
  'http://localhost:3000/login/reset-password?oobCode=AbC_dEf-123456789012345678901234567890&mode=resetPassword&apiKey=demo-api-key&lang=en';

describe('decodeMail with real nodemailer output', () => {
  it('decodes a plain ASCII message', async () => {
    const message = await raw({
      from: 'TypeAtlas <no-reply@typeatlas.local>',
      to: 'user@example.com',
      subject: 'Reset your password',
      text: `Hello,\n\nFollow this link to reset your password:\n${RESET_URL}`,
    });
    const mail = decodeMail(message);
    expect(mail).toEqual({
      from: 'TypeAtlas <no-reply@typeatlas.local>',
      to: ['user@example.com'],
      subject: 'Reset your password',
      text: `Hello,\n\nFollow this link to reset your password:\n${RESET_URL}`,
    });
  });

  it('decodes UTF-8 with long lines (quoted-printable, soft line breaks, encoded-word headers)', async () => {
    const text = `${'Héllo ✓ — Zoë, ça va? '.repeat(12)}\n${RESET_URL}\nEnd 🎉`;
    const subject = 'Réinitialisez votre mot de passe — TypeAtlas ✓ a long subject that nodemailer folds into several encoded words';
    const message = await raw({
      from: '"TypeAtlas Ünïcode" <no-reply@typeatlas.local>',
      to: 'Zoë Ä <zoe@example.com>, "Last, First" <b@example.com>',
      cc: 'c@example.com',
      subject,
      text,
    });
    expect(message.toString('latin1')).toMatch(/quoted-printable/i);
    const mail = decodeMail(message);
    expect(mail.subject).toBe(subject);
    expect(mail.from).toBe('TypeAtlas Ünïcode <no-reply@typeatlas.local>');
    expect(mail.to).toEqual(['zoe@example.com', 'b@example.com', 'c@example.com']);
    expect(mail.text).toBe(text);
    expect(mail.html).toBeUndefined();
  });

  it('decodes mostly non-Latin text (nodemailer picks base64)', async () => {
    const text = `${'Сбросьте пароль, 密码重置。'.repeat(20)}\n${RESET_URL}`;
    const message = await raw({ from: 'a@example.com', to: 'b@example.com', subject: 'Пароль', text });
    expect(message.toString('latin1')).toMatch(/Content-Transfer-Encoding: base64/i);
    const mail = decodeMail(message);
    expect(mail.text).toBe(text);
    expect(mail.subject).toBe('Пароль');
  });

  it('decodes multipart/alternative (text + html) with LF line ends too', async () => {
    for (const newline of ['windows', 'unix'] as const) {
      const message = await raw(
        {
          from: 'TypeAtlas <no-reply@typeatlas.local>',
          to: 'user@example.com',
          subject: 'Your TypeAtlas result',
          text: `Your type: INTJ ✓\n${RESET_URL}`,
          html: `<p>Your type: <strong>INTJ</strong> ✓</p><p><a href="${RESET_URL}">Reset</a></p>`,
        },
        newline,
      );
      expect(message.toString('latin1')).toMatch(/multipart\/alternative/);
      const mail = decodeMail(message);
      expect(mail.text).toBe(`Your type: INTJ ✓\n${RESET_URL}`);
      expect(mail.html).toBe(`<p>Your type: <strong>INTJ</strong> ✓</p><p><a href="${RESET_URL}">Reset</a></p>`);
    }
  });

  it('finds the bodies inside multipart/mixed with an attachment, and derives text from html-only mail', async () => {
    const withAttachment = decodeMail(
      await raw({
        from: 'a@example.com',
        to: 'b@example.com',
        subject: 'Attachment',
        text: 'See attached ✓',
        html: '<p>See attached ✓</p>',
        attachments: [{ filename: 'résumé.txt', content: 'not the body' }],
      }),
    );
    expect(withAttachment.text).toBe('See attached ✓');
    expect(withAttachment.html).toBe('<p>See attached ✓</p>');

    const htmlOnly = decodeMail(
      await raw({ from: 'a@example.com', to: 'b@example.com', subject: 'Html', html: '<p>Line 1</p><p>A &amp; B</p>' }),
    );
    expect(htmlOnly.html).toBe('<p>Line 1</p><p>A &amp; B</p>');
    expect(htmlOnly.text).toBe('Line 1\nA & B');
  });
});

describe('MIME helpers', () => {
  it('decodes quoted-printable soft breaks and escapes', () => {
    expect(decodeQuotedPrintable('a=3Db=\r\nc=C3=A9').toString('utf8')).toBe('a=bcé');
    expect(decodeQuotedPrintable('keeps = alone').toString('utf8')).toBe('keeps = alone');
  });

  it('joins adjacent encoded words, even when a character is split between them', () => {
    // "é" (C3 A9) split across two words.
    expect(decodeHeaderValue('=?UTF-8?Q?caf=C3?= =?UTF-8?Q?=A9_ok?=')).toBe('café ok');
    expect(decodeHeaderValue('=?utf-8?B?w6k=?= plain =?ISO-8859-1?Q?=E9?=')).toBe('é plain é');
    expect(decodeHeaderValue('no encoding')).toBe('no encoding');
  });

  it('parses address lists', () => {
    expect(parseAddresses('"Doe, J" <j@x.org>, k@y.org (K), =?UTF-8?Q?Zo=C3=AB?= <z@z.org>')).toEqual(['j@x.org', 'k@y.org', 'z@z.org']);
    expect(parseAddresses(undefined)).toEqual([]);
  });

  it('never throws on garbage', () => {
    expect(() => decodeMail(Buffer.from([0xff, 0xfe, 0x00, 0x0a]))).not.toThrow();
    expect(decodeMail('Content-Type: multipart/alternative\r\n\r\nno boundary').text).toBe('');
  });
});
