/** The mail catcher of `npm start` (maildev: a real SMTP server with a REST inbox on 1080). */
export const INBOX = process.env.MAIL_INBOX_URL ?? 'http://127.0.0.1:1080';

export interface Mail {
  id: string;
  subject: string;
  text: string;
  html?: string;
  to: { address: string }[];
}

/** Every message the catcher holds for an address. */
export const mailsTo = async (address: string): Promise<Mail[]> =>
  ((await (await fetch(`${INBOX}/api/email`)).json()) as Mail[]).filter((m) =>
    m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()),
  );
