/**
 * Sending a text message. There is no SMS gateway in this deployment: the app uses the logging fake below,
 * which records each message (and writes it to the server log). A real gateway adapter implements the same
 * interface and is passed in where `createFakeSmsGateway` is used.
 */
export interface SmsGateway {
  /** True for the fake: no message leaves the server. */
  readonly fake: boolean;
  send(message: { to: string; text: string }): Promise<void>;
}

export interface FakeSmsGateway extends SmsGateway {
  readonly sent: { to: string; text: string; at: string }[];
}

export function createFakeSmsGateway(log: (msg: string) => void = () => {}, keep = 100): FakeSmsGateway {
  const sent: FakeSmsGateway['sent'] = [];
  return {
    fake: true,
    sent,
    async send(message) {
      sent.push({ ...message, at: new Date().toISOString() });
      if (sent.length > keep) sent.shift();
      // Phone numbers are personal data: the log shows only the last digits.
      log(`SMS not sent (no gateway configured) to …${message.to.replace(/\D/g, '').slice(-3)}, ${message.text.length} characters`);
    },
  };
}
