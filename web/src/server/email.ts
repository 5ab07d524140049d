/**
 * Outgoing e-mail through SMTP (nodemailer): the SMTP server from env in cloud mode, the local SMTP
 * sink (an outbox folder) started by the scripts in embedded mode and tests.
 */
import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { ACCOUNT_ERROR_TEXTS } from '@/lib/api-errors';
import { accountsConfig } from './firebase';
import { ApiError } from './http';

let transporter: { url: string; transport: Transporter } | undefined;

/** A message: plain text always, HTML optional. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends one message.
 * @throws ApiError 503 when no SMTP server is configured or it refuses the message
 */
export async function sendMail(message: OutgoingMail): Promise<void> {
  const env = accountsConfig();
  if (!env.smtpUrl) {
    console.warn('[email] SMTP_URL is not set; cannot send e-mail');
    throw new ApiError(503, ACCOUNT_ERROR_TEXTS.mailUnavailable);
  }
  if (transporter?.url !== env.smtpUrl) transporter = { url: env.smtpUrl, transport: nodemailer.createTransport(env.smtpUrl) };
  try {
    await transporter.transport.sendMail({ from: env.mailFrom, ...message });
  } catch (error) {
    console.error('[email] sending failed', error);
    throw new ApiError(503, ACCOUNT_ERROR_TEXTS.mailUnavailable);
  }
}
