import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, portFree } from './emulators.ts';
import { readOutbox, waitForMail } from './outbox.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

const nodemailer = createRequire(fileURLToPath(new URL('../../web/package.json', import.meta.url)))('nodemailer') as typeof Nodemailer;

describe('SMTP sink + outbox', () => {
  let mailDir: string;
  let port: number;
  let sink: SmtpSink;

  beforeAll(async () => {
    mailDir = join(mkdtempSync(join(tmpdir(), 'typeatlas-sink-test-')), 'mail');
    port = await freePort();
    sink = await startSmtpSink({ port, mailDir });
  });
  afterAll(async () => {
    await sink.stop();
    rmSync(join(mailDir, '..'), { recursive: true, force: true });
  });

  it('stores what nodemailer sends over SMTP as .eml + .json, newest last', async () => {
    expect(readOutbox(mailDir)).toEqual([]);
    const transport = nodemailer.createTransport(sink.url);
    await transport.sendMail({
      from: 'TypeAtlas <no-reply@typeatlas.local>',
      to: 'first@example.com',
      subject: 'First ✓',
      text: 'One',
    });
    await transport.sendMail({
      from: 'TypeAtlas <no-reply@typeatlas.local>',
      to: 'Second <second@example.com>',
      bcc: 'hidden@example.com',
      subject: 'Second',
      text: 'Two',
      html: '<p>Two</p>',
    });
    transport.close();

    const last = await waitForMail(mailDir, (r) => r.subject === 'Second');
    expect(last).toMatchObject({
      to: ['second@example.com', 'hidden@example.com'],
      from: 'TypeAtlas <no-reply@typeatlas.local>',
      text: 'Two',
      html: '<p>Two</p>',
    });
    const outbox = readOutbox(mailDir);
    expect(outbox.map((r) => r.subject)).toEqual(['First ✓', 'Second']);
    expect(outbox[0]).not.toHaveProperty('html');
    expect(Date.parse(outbox[0]?.receivedAt ?? '')).not.toBeNaN();

    const files = readdirSync(mailDir).sort();
    expect(files).toHaveLength(4);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-0001\.eml$/);
    expect(readFileSync(join(mailDir, files[0] ?? ''), 'latin1')).toMatch(/^From: TypeAtlas/m);
  });

  it('accepts any credentials', async () => {
    const url = new URL(sink.url);
    const transport = nodemailer.createTransport({ host: url.hostname, port: Number(url.port), auth: { user: 'u', pass: 'p' } });
    await transport.sendMail({ from: 'a@example.com', to: 'auth@example.com', subject: 'Auth', text: 'x' });
    transport.close();
    expect(readOutbox(mailDir).at(-1)?.to).toEqual(['auth@example.com']);
  });

  it('times out clearly when nothing matches', async () => {
    await expect(waitForMail(mailDir, (r) => r.subject === 'never', 300)).rejects.toThrow(/No matching e-mail/);
  });

  it('frees its port on stop', async () => {
    const other = await startSmtpSink({ port: await freePort(), mailDir });
    const otherPort = Number(new URL(other.url).port);
    expect(await portFree(otherPort)).toBe(false);
    await other.stop();
    expect(await portFree(otherPort)).toBe(true);
  });
});
