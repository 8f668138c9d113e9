/**
 * The user identity the sign-in calls answer (spec 1 section 3, User identity): one definition for
 * the server that builds it and the SPA that reads it.
 */
import type { LoginStatus } from './loginStatus';

export type { LoginStatus };

export interface UniverseRef {
  name: string;
  title: string;
  host: string | null;
}


export interface SurveySummary {
  extName: string;
  title: string;
  views: { extName: string; title: string; startPath: string }[];
  pages: { extname: string; title: string; icon: string | null }[];
  startFilter: string;
  nOpenAlerts: number;
}

export interface AdminUserList {
  universeName: string;
  universeTitle: string;
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

export interface UserIdentity {
  loginStatus: LoginStatus;
  /** Percentage of the first load while the status is loading (8). */
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
  /** Set while an admin acts as this user: the admin's username. */
  actingUser?: string | null;
  systemMessage: SystemMessage | null;
}
