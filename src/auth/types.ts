/** Shapes exchanged with the server during sign-in. To be replaced by the types generated from `schemas/`. */

/** `GET /rest/config/client?domain={hostname}` */
export type ClientConfig =
  | { mode: 'embedded'; oidcProvider: string; clientId: string }
  | { mode: 'keycloak'; url: string; realm: string; clientId: string };

export interface UniverseRef {
  name: string;
  title: string;
  host: string;
}

/**
 * The user identity: the answer of `POST vuejs/auth/validatekeycloak` (with `authToken`) and of
 * `GET vuejs/auth/identity` (without it).
 */
export interface Identity {
  /** 0 is signed in; see spec 1, section 4 for the others. */
  loginStatus: number;
  authToken?: string;
  username: string;
  fullName: string;
  userId: number | string;
  universe: string;
  universes: UniverseRef[];
  role: string;
  locale: string;
  isRoot: boolean;
  isUserAdmin: boolean;
  surveys: unknown[];
  universeAdminUserList: unknown[];
}

/** The name to show for a user: the full name, else the username. */
export function displayName(identity: Pick<Identity, 'fullName' | 'username'>): string {
  return identity.fullName?.trim() || identity.username;
}

/** The title of the universe the user is signed in to, else its name. */
export function universeTitle(identity: Pick<Identity, 'universe' | 'universes'>): string {
  return identity.universes?.find((u) => u.name === identity.universe)?.title || identity.universe;
}
