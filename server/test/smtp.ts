// A real SMTP server on a loopback port that keeps what it receives, for tests that send mail.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  raw: string;
}

/** Starts the server; with `held`, it greets no client until release() (a slow mail server). */
export function startSmtp(opts: { held?: boolean; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  let held = !!opts.held;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      if (held) waiting.push(() => callback());
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => (raw += c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: ReceivedMail[]; connections: () => number; release: () => void; close: () => Promise<void> }>((resolve) =>
    server.listen(opts.port ?? 0, '127.0.0.1', () =>
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        connections: () => waiting.length,
        release() {
          held = false;
          for (const greet of waiting.splice(0)) greet();
        },
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}
