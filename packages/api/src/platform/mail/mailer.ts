/** A mail as the site hands it to the mail server: plain text and HTML, the visitor's address to reply to. */
export interface OutgoingMail {
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Fixed when the mail is queued: a mail server or mailbox that sees it twice can tell. */
  messageId: string;
  /** Files sent with it (a quote's PDF), their bytes as base64 so that the queued mail stays JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

/**
 * Sends mail (SMTP in the server, configured by SMTP_URL or SMTP_HOST…; see apps/server/src/mail). Absent when no
 * mail server is configured: then nothing is queued and the site works as without mail.
 */
export interface Mailer {
  /** Sends one mail now; rejects with the mail server's answer when it refuses or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>;
  /** The sender, for the mail's own Message-ID domain. */
  from: string;
}

/** A mail server's refusal or a network error as one line a person can read (no stack, no credentials). */
export function mailErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // nodemailer's messages may quote the connection URL: user names and passwords stay out of logs and screens.
  return text
    .replace(/\/\/[^@\s/]*@/g, '//')
    .replace(/\s+/g, ' ')
    .slice(0, 300);
}
