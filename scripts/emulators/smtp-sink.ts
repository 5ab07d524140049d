/**
 * The local SMTP sink: an SMTP server (smtp-server) that accepts every message — no TLS, any or no
 * credentials, any sender and recipient — and stores it in `mailDir` instead of delivering it:
 *
 *   <stamp>-<n>.eml   the raw message, byte for byte
 *   <stamp>-<n>.json  { to: string[], from, subject, text, html?, receivedAt } (see ./outbox.ts)
 *
 * `<stamp>` is the receive time in UTC (`20261121T030700123Z`), `<n>` a zero-padded counter, so
 * file names sort in arrival order. `to` holds the SMTP envelope recipients (who the message was
 * actually sent to, Bcc included).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { decodeMail } from './mail.ts';
import { type OutboxRecord } from './outbox.ts';

export type SmtpSinkOptions = { host?: string; port: number; mailDir: string };
export type SmtpSink = { url: string; stop(): Promise<void> };

/** `20261121T030700123Z` — a file-name-safe, lexically sortable UTC time stamp. */
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('.', '');
}

/**
 * Starts the sink on host:port (host defaults to 127.0.0.1) and creates `mailDir`.
 * @returns its `smtp://host:port` URL and `stop()` (closes the server and open connections).
 * @throws when the port cannot be bound (e.g. EADDRINUSE)
 */
export async function startSmtpSink(options: SmtpSinkOptions): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  mkdirSync(options.mailDir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    banner: 'TypeAtlas local mail sink',
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const receivedAt = new Date();
          counter += 1;
          const id = `${stamp(receivedAt)}-${String(counter).padStart(4, '0')}`;
          const decoded = decodeMail(raw);
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const record: OutboxRecord = {
            to: envelopeTo.length > 0 ? envelopeTo : decoded.to,
            from: decoded.from || envelopeFrom,
            subject: decoded.subject,
            text: decoded.text,
            ...(decoded.html !== undefined ? { html: decoded.html } : {}),
            receivedAt: receivedAt.toISOString(),
            id,
          };
          writeFileSync(join(options.mailDir, `${id}.eml`), raw);
          // The JSON last: readers that see the .json can rely on the .eml being there.
          writeFileSync(join(options.mailDir, `${id}.json`), `${JSON.stringify(record, null, 2)}\n`);
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(new Error(`SMTP sink cannot listen on ${host}:${options.port}: ${error.message}`));
    server.once('error', onError);
    server.listen(options.port, host, () => {
      server.off('error', onError);
      server.on('error', (error: Error) => console.error(`[smtp-sink] ${error.message}`));
      resolve();
    });
  });
  return {
    url: `smtp://${host}:${options.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
