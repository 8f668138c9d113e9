import type { ServerConfig } from './config';
import type { Db } from './db/pool';
import type { IdpKeys } from './idp/keys';
import type { JobQueue } from './jobs/queue';
import type { AccessTokenVerifier } from './accounts/access-tokens';
import type { IdentityService } from './accounts/identity';
import type { SessionService } from './accounts/sessions';
import type { UserService } from './accounts/users';
import type { Mailer } from './mail/mailer';
import type { SmsSink } from './sms/sink';
import type { PhoneProvider } from './phone/provider';
import type { PasswordResetService } from './accounts/password-resets';
import type { BugService } from './bugs/service';
import type { SignInService } from './accounts/sign-in';

/** What routes get: configuration, the tenant-aware database and the domain services. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  idpKeys: IdpKeys | null;
  /** Background jobs (pg-boss); null where a test builds the app without them. */
  jobs: JobQueue | null;
  verifyAccessToken: AccessTokenVerifier;
  /** Outgoing mail (SMTP_URL or the embedded dev mailbox). */
  mailer: Mailer;
  /** Outgoing SMS: the provider of SMS_PROVIDER_URL, else the embedded sink; `list` reads the sink for the dev mailbox. */
  sms: SmsSink;
  /** Phone calls: the embedded simulator (no outside voice gateway is reachable from this deployment). */
  phone: PhoneProvider;
  services: {
    users: UserService;
    sessions: SessionService;
    identity: IdentityService;
    passwordResets: PasswordResetService;
    signIn: SignInService;
    bugs: BugService;
  };
}
