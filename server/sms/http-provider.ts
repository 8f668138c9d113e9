/**
 * An SmsProvider for a real gateway over HTTP: GatewayAPI's REST call (`POST /rest/mtsms`, JSON
 * `{sender, message, recipients: [{msisdn}]}`, `Authorization: Token …`, answer `{ids: [...]}`; gatewayapi.eu or
 * gatewayapi.com), which other Nordic gateways also accept. The app uses it when SMS_PROVIDER_URL is set
 * (server/config.ts); otherwise the embedded sink (sink.ts) stays. A refusal, an unreadable answer, an unreachable
 * or slow provider each become SmsRefused with a readable message (503), never a crash; the token never appears in one.
 */
import { smsParts } from '../../core/sms/parts';
import { Invalid, Unavailable } from '../errors';
import type { SmsProvider } from './provider';
import type { SmsSink } from './sink';

export interface HttpSmsConfig {
  /** The provider's send address, e.g. https://gatewayapi.eu/rest/mtsms. */
  url: string;
  token: string;
  /** The sender when a message names none. */
  sender: string;
  /** How long one send may take; 10 s unless a test says otherwise. */
  timeoutMs?: number;
}

/** The provider did not take the message; the message says why, as the provider put it where it did. */
export class SmsRefused extends Unavailable {
  constructor(
    message: string,
    /** The provider's HTTP status when it answered; none when it could not be reached or did not answer in time. */
    readonly providerStatus?: number,
  ) {
    super('sms_refused', message);
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** The number as the provider takes it: country code and digits only (`+46 70-123 45 67` → 46701234567). */
function msisdnOf(to: string): number {
  const digits = to.replace(/^\s*(\+|00)/, '').replace(/[\s().-]/g, '');
  if (!/^\d{4,15}$/.test(digits)) throw new Invalid('invalid_phone_number', `"${to}" is not a phone number.`);
  return Number(digits);
}

/** The provider's own words for a refusal, when its answer carries them. */
function reasonOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.trim() ? parsed.message.trim().slice(0, 300) : null;
  } catch {
    return null;
  }
}

export function createHttpSmsProvider(config: HttpSmsConfig): SmsProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async send(message) {
      const body = {
        sender: message.sender || config.sender,
        message: message.text,
        recipients: [{ msisdn: msisdnOf(message.to) }],
        ...(message.reference ? { userref: message.reference } : {}),
      };
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Token ${config.token}`,
            ...(message.reference ? { 'idempotency-key': message.reference } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        if (err instanceof Error && err.name === 'TimeoutError') throw new SmsRefused(`The SMS provider did not answer within ${timeoutMs / 1000} s.`);
        const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : err instanceof Error ? err.message : String(err);
        throw new SmsRefused(`The SMS provider could not be reached: ${cause}`);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        const reason = reasonOf(text);
        throw new SmsRefused(`The SMS provider refused the message (${response.status})${reason ? `: ${reason}` : '.'}`, response.status);
      }
      let id: unknown;
      try {
        id = (JSON.parse(text) as { ids?: unknown[] }).ids?.[0];
      } catch {
        id = undefined;
      }
      if (typeof id !== 'number' && typeof id !== 'string') throw new SmsRefused('The SMS provider answered without a message id.');
      return { id: String(id), parts: smsParts(message.text).parts };
    },
  };
}

/**
 * The SMS the app sends: through the configured provider, else the embedded sink. The dev mailbox keeps reading the
 * sink's table either way (it lists nothing new once a real provider sends).
 */
export function smsProviderFor(config: HttpSmsConfig | undefined, sink: SmsSink): SmsSink {
  if (!config) return sink;
  const provider = createHttpSmsProvider(config);
  return { send: provider.send, list: sink.list };
}
