import type { ServerConfig } from './config';
import type { Db } from './db/pool';
import type { IdpKeys } from './idp/keys';
import type { AccessTokenVerifier } from './services/access-tokens';
import type { IdentityService } from './services/identity';
import type { SessionService } from './services/sessions';
import type { UserService } from './services/users';

/** What routes get: configuration, the tenant-aware database and the domain services. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  idpKeys: IdpKeys | null;
  verifyAccessToken: AccessTokenVerifier;
  services: {
    users: UserService;
    sessions: SessionService;
    identity: IdentityService;
  };
}
