import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process.ts';

/**
 * A real SMTP server on 127.0.0.1 for tests: every mail it accepts is parsed (mailparser) and kept with its envelope.
 * `stop()` takes it off the network (connections are refused, as with a mail server that is down) and `start()`
 * brings it back on the same port.
 */
export async function startSmtpTestServer() {
  const received: { mail: ParsedMail; recipients: string[] }[] = [];
  let server: SMTPServer | undefined;
  const port = await freePort();

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((mail) => {
              received.push({ mail, recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
              callback();
            })
            .catch(callback);
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

  await start();
  return { port, url: `smtp://127.0.0.1:${port}`, received, start, stop };
}
