/** Shapes exchanged with the server during sign-in (schemas/api/user-identity.schema.json). */

/** `GET /rest/config/client?domain={hostname}` */
export type ClientConfig =
  | { mode: 'embedded'; oidcProvider: string; clientId: string }
  | { mode: 'keycloak'; url: string; realm: string; clientId: string };

export interface UniverseRef {
  name: string;
  title: string;
  host: string | null;
}

export interface SurveyView {
  extName: string;
  title: string;
  startPath: string;
}

export interface SurveyPageRef {
  extname: string;
  title: string;
  icon: string | null;
}

export interface SurveySummary {
  extName: string;
  title: string;
  views: SurveyView[];
  pages: SurveyPageRef[];
  startFilter: string;
  nOpenAlerts: number;
}

export interface AdminUserList {
  universeName: string;
  universeTitle?: string;
  adminUser: string;
  users: { username: string; fullName: string }[];
}

export interface GlobalOverviewRow {
  universeName: string;
  universeTitle: string;
  nSurveys: number;
  nInterviews30d: number;
  nOpenAlerts: number;
}

export interface SystemMessage {
  text: string;
  backgroundColor: string;
  textColor: string;
  link: string | null;
  icon: string | null;
}

/**
 * The user identity: the answer of the sign-in calls (with `authToken`) and of
 * `GET vuejs/auth/identity` (without it).
 */
export interface Identity {
  /** 0 is signed in; see spec 1, section 4 for the others. */
  loginStatus: number;
  loadStatus?: number;
  authToken?: string;
  username: string;
  fullName: string;
  userId: number;
  /** Name of the universe the session is in. */
  universe: string | null;
  universes: UniverseRef[];
  surveys: SurveySummary[];
  startSurvey: string | null;
  role: string | null;
  locale: string;
  isRoot: boolean;
  isUserAdmin: boolean;
  universeAdminUserList: AdminUserList[];
  globalOverviewData?: GlobalOverviewRow[];
  actingUser?: string | null;
  systemMessage: SystemMessage | null;
}

/** The name to show for a user: the full name, else the username. */
export function displayName(identity: Pick<Identity, 'fullName' | 'username'>): string {
  return identity.fullName?.trim() || identity.username;
}

/** The title of the universe the user is signed in to, else its name. */
export function universeTitle(identity: Pick<Identity, 'universe' | 'universes'>): string {
  return identity.universes?.find((u) => u.name === identity.universe)?.title || identity.universe || '';
}
