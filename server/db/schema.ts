/**
 * The core tables. Every tenant table carries `universe_id` (also the Citus distribution column) and
 * has row-level security: a row is visible only when `app.universe_id`, set per transaction by
 * `withTenant`, names its universe. The app connects as `sightline_app`, which is neither superuser
 * nor BYPASSRLS, so these policies are the second wall behind the HTTP checks.
 *
 * Change a table here, then `npm run db:generate` writes the migration under server/db/migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgPolicy,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  date,
  doublePrecision,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { customType, uuid, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';

const tenantOnly = sql`universe_id = nullif(current_setting('app.universe_id', true), '')::int`;
const tenantPolicy = (table: string) => pgPolicy(`${table}_tenant`, { for: 'all', using: tenantOnly, withCheck: tenantOnly });

/** A point in time, with its time zone. */
const at = (name: string) => timestamp(name, { withTimezone: true });
const created = () => at('created_at').notNull().defaultNow();
/** The column every tenant table carries: its universe, which the RLS policies compare with `app.universe_id`. */
const tenantColumn = () =>
  integer('universe_id')
    .notNull()
    .references(() => universe.id, { onDelete: 'cascade' });
/** A bigint key numbered by the database. */
/** A required reference to a person: their rows go with them. */
const personColumn = (name: string) =>
  integer(name)
    .notNull()
    .references(() => appUser.id, { onDelete: 'cascade' });

const bigIdentity = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** The survey a row belongs to: its rows go with it. */
const surveyColumn = () =>
  integer('survey_id')
    .notNull()
    .references(() => survey.id, { onDelete: 'cascade' });
/** The unit a row belongs to: its rows go with it. */
const unitColumn = () =>
  integer('unit_id')
    .notNull()
    .references(() => unit.id, { onDelete: 'cascade' });
/** The row (interview, alert, sample) this one belongs to by its bigint id: it goes with it. */
const ownerColumn = (name: string, owner: () => AnyPgColumn) => bigint(name, { mode: 'number' }).notNull().references(owner, { onDelete: 'cascade' });
/** Who wrote or changed a row: kept when the person is deleted, as unknown. */
const authorColumn = (name = 'user_id') => integer(name).references(() => appUser.id, { onDelete: 'set null' });

export const universe = pgTable('universe', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  host: text('host'),
  /** Seconds a user's first sign-in to this universe spends loading (login status 8); 0 means none. */
  firstLoadSeconds: integer('first_load_seconds').notNull().default(0),
  /** The locales the universe's texts are written in (spec 3, Universe), its default one and its sheet key. */
  locales: jsonb('locales').$type<string[]>().notNull().default(['sv', 'da', 'nb', 'fi', 'en']),
  defaultLocale: text('default_locale').notNull().default('en'),
  sheetKey: text('sheet_key').notNull().default(''),
  createdAt: created(),
});

/** People are global (one sign-in across universes); what they may do lives in universe_member. */
export const appUser = pgTable('app_user', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  email: text('email'),
  fullName: text('full_name').notNull(),
  /** scrypt, see server/accounts/passwords.ts; null when the user signs in only through SSO. */
  passwordHash: text('password_hash'),
  isRoot: boolean('is_root').notNull().default(false),
  /** The person's own locale; none: in a universe they get its default locale (universe.default_locale). */
  locale: text('locale'),
  disabled: boolean('disabled').notNull().default(false),
  /** Opens on the indicators start menu (spec 3, User details: indicator start menu flag). */
  showIndicators: boolean('show_indicators').notNull().default(false),
  createdAt: created(),
});

export const role = pgTable(
  'role',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    universeId: tenantColumn(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Unit paths this role may see (with their subtrees); empty means the whole hierarchy. */
    unitScope: jsonb('unit_scope').$type<string[]>().notNull().default([]),
    /** Role-wide rights (server/accounts/rights.ts ROLE_LEVEL_RIGHTS); a survey right listed here holds in every survey. */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** The role it derives from (spec 3, Role parentId); a deleted parent leaves it without one. */
    parentId: integer('parent_id').references((): AnyPgColumn => role.id, { onDelete: 'set null' }),
    /** Per survey: access, rights, views, anchors, notifications (spec 3 section 3, Survey access), as the role form saves them. */
    surveyAccess: jsonb('survey_access').$type<Record<string, unknown>[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('role_universe_name').on(t.universeId, t.name), tenantPolicy('role')],
).enableRLS();

/** Membership is also visible to its own user (`app.user_id`), so sign-in can list a person's universes. */
const memberVisible = sql`${tenantOnly} or user_id = nullif(current_setting('app.user_id', true), '')::int`;
export const universeMember = pgTable(
  'universe_member',
  {
    universeId: tenantColumn(),
    userId: personColumn('user_id'),
    roleId: integer('role_id').references(() => role.id, { onDelete: 'set null' }),
    locale: text('locale'),
    disabled: boolean('disabled').notNull().default(false),
    /** Receives notification mails in this universe (spec 3 User details notifyFlags 0). */
    notify: boolean('notify').notNull().default(true),
    /** Notification channel ids the user turned on in this universe (the role's channels, server/users/channels.ts). */
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    /** Per survey extName, per question id: the user's filter value, ';'-joined (spec 3 User question filter). */
    questionFilters: jsonb('question_filters').$type<Record<string, Record<string, string>>>().notNull().default({}),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.universeId, t.userId] }),
    index('universe_member_user').on(t.userId),
    pgPolicy('universe_member_tenant', { for: 'all', using: memberVisible, withCheck: tenantOnly }),
  ],
).enableRLS();

export const survey = pgTable(
  'survey',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    universeId: tenantColumn(),
    extName: text('ext_name').notNull(),
    title: text('title').notNull(),
    /** Views, pages, filter sets, report flags: the survey configuration (spec 1 section 3, Survey). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    /** The configuration as its author wrote it (YAML, comments kept); `config` is its validated, parsed form. */
    configYaml: text('config_yaml'),
    /** The metainterview's settings (spec 3 section 3, Survey row and Metainterview); `title` is its name text. */
    tag: text('tag').notNull().default(''),
    textTag: text('text_tag').notNull().default(''),
    organisationName: text('organisation_name').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
    samplesOpen: boolean('samples_open').notNull().default(true),
    createdAt: created(),
  },
  (t) => [uniqueIndex('survey_universe_ext').on(t.universeId, t.extName), tenantPolicy('survey')],
).enableRLS();

export const unit = pgTable(
  'unit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    parentId: integer('parent_id').references((): AnyPgColumn => unit.id, { onDelete: 'cascade' }),
    /** Segment name used in drill paths. */
    extName: text('ext_name').notNull(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    /** Comma-separated drill path from the root, e.g. `all,se,north,store12`. */
    path: text('path').notNull(),
  },
  (t) => [uniqueIndex('unit_survey_path').on(t.surveyId, t.path), index('unit_parent').on(t.parentId), tenantPolicy('unit')],
).enableRLS();

export const interview = pgTable(
  'interview',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    unitId: unitColumn(),
    respondedAt: at('responded_at').notNull(),
    isCompleted: boolean('is_completed').notNull().default(true),
    /** Background variables (gender, age group, channel, segment). */
    background: jsonb('background').$type<Record<string, string>>().notNull().default({}),
    /** The spreadsheet import that wrote this interview, if one did: deleting the import set deletes its interviews. */
    importSetId: bigint('import_set_id', { mode: 'number' }).references((): AnyPgColumn => importSet.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('interview_survey_unit_date').on(t.surveyId, t.unitId, t.respondedAt),
    // The comment search's newest-first page over a whole survey walks this and stops after the page (server/text/search.ts).
    index('interview_survey_date').on(t.surveyId, t.respondedAt),
    index('interview_import_set').on(t.importSetId),
    tenantPolicy('interview'),
  ],
).enableRLS();

export const answer = pgTable(
  'answer',
  {
    universeId: tenantColumn(),
    interviewId: ownerColumn('interview_id', () => interview.id),
    question: text('question').notNull(),
    numValue: numeric('num_value', { mode: 'number' }),
    textValue: text('text_value'),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.question] }), index('answer_question').on(t.question), tenantPolicy('answer')],
).enableRLS();

export const sample = pgTable(
  'sample',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    unitId: unitColumn(),
    interviewId: bigint('interview_id', { mode: 'number' }).references(() => interview.id, { onDelete: 'set null' }),
    /** 0 completed, 1 new, 2 approved, 3 unapproved, 4 cancelled (spec 1 section 4). */
    state: smallint('state').notNull().default(1),
    eventDate: date('event_date').notNull(),
    contact: jsonb('contact').$type<Record<string, string>>().notNull().default({}),
    createdAt: created(),
  },
  // By interview too: deleting interviews (an import set) checks each one's samples through this index, not a scan.
  (t) => [index('sample_survey_unit').on(t.surveyId, t.unitId), index('sample_interview').on(t.interviewId), tenantPolicy('sample')],
).enableRLS();

export const alert = pgTable(
  'alert',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    interviewId: ownerColumn('interview_id', () => interview.id),
    /** 2 open, 6 processing, 3 solved/closed. */
    state: smallint('state').notNull().default(2),
    createdAt: created(),
    closedAt: at('closed_at'),
  },
  (t) => [index('alert_survey_state').on(t.surveyId, t.state), index('alert_interview').on(t.interviewId), tenantPolicy('alert')],
).enableRLS();

export const alertLog = pgTable(
  'alert_log',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    alertId: ownerColumn('alert_id', () => alert.id),
    state: smallint('state').notNull(),
    userId: authorColumn(),
    comment: text('comment'),
    createdAt: created(),
  },
  (t) => [index('alert_log_alert').on(t.alertId), tenantPolicy('alert_log')],
).enableRLS();

export const alertComment = pgTable(
  'alert_comment',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    alertId: ownerColumn('alert_id', () => alert.id),
    userId: authorColumn(),
    message: text('message').notNull(),
    createdAt: created(),
  },
  (t) => [index('alert_comment_alert').on(t.alertId), tenantPolicy('alert_comment')],
).enableRLS();

/**
 * The app's own revocable session (the spec's authToken). Only a SHA-256 of the token is stored.
 * Looked up by token before the universe is known, so it is not a tenant table.
 */
export const session = pgTable(
  'session',
  {
    id: bigIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: personColumn('user_id'),
    universeId: integer('universe_id').references(() => universe.id, { onDelete: 'cascade' }),
    /** Set when an admin acts as another user: the admin's own id. */
    actingUserId: integer('acting_user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: created(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    idToken: text('id_token'),
    /** The embedded provider's grant this session was opened with: logging out revokes it (see server/idp/revocation.ts). */
    idpGrantId: text('idp_grant_id'),
  },
  (t) => [index('session_user').on(t.userId)],
);

/** Storage for the embedded OpenID Connect provider (grants, codes, refresh tokens, interactions). */
export const oidcPayload = pgTable(
  'oidc_payload',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: at('expires_at'),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payload_grant').on(t.grantId),
    index('oidc_payload_uid').on(t.uid),
    index('oidc_payload_expires').on(t.expiresAt),
  ],
);

/**
 * Secrets every server process must share: the app role's password, the provider's signing keys and
 * cookie keys. RLS on with no policy and no grant: only the migrating owner reads it.
 */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: created(),
}).enableRLS();

/** Visible in its universe, and to the user it concerns (`app.user_id`) before a universe is chosen. */
const ownRowVisible = (column: string) => sql`${tenantOnly} or ${sql.raw(column)} = nullif(current_setting('app.user_id', true), '')::int`;

/** Universe admins: they may act as (impersonate) any enabled member of the universe (spec 1 section 6). */
export const universeAdmin = pgTable(
  'universe_admin',
  {
    universeId: tenantColumn(),
    adminUserId: personColumn('admin_user_id'),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.universeId, t.adminUserId] }),
    index('universe_admin_user').on(t.adminUserId),
    pgPolicy('universe_admin_tenant', { for: 'all', using: ownRowVisible('admin_user_id'), withCheck: tenantOnly }),
  ],
).enableRLS();

/** An audit table of acting as others: numbered rows of one universe, read newest first per universe. */
function impersonationLog<C extends Record<string, PgColumnBuilderBase>>(name: string, columns: C) {
  return pgTable(name, { id: bigIdentity(), universeId: tenantColumn(), ...columns, createdAt: created() }, (t) => [
    index(`${name}_universe`).on(t.universeId, t.createdAt),
    tenantPolicy(name),
  ]).enableRLS();
}

/** Every impersonation, kept for audit: who acted as whom, where and when. */
export const impersonation = impersonationLog('impersonation', {
  adminUserId: personColumn('admin_user_id'),
  userId: personColumn('user_id'),
  address: text('address'),
});

/**
 * What an impersonating session did: each state-changing call and each refused one, with both people (the
 * administrator acting and the user acted as), the route and its outcome (null while the call runs).
 */
export const impersonationAction = impersonationLog('impersonation_action', {
  actingUserId: personColumn('acting_user_id'),
  userId: personColumn('user_id'),
  sessionId: bigint('session_id', { mode: 'number' }).references(() => session.id, { onDelete: 'set null' }),
  method: text('method').notNull(),
  /** The route's pattern (never the raw URL); its parameters are in `params`. */
  route: text('route').notNull(),
  params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
  status: smallint('status'),
});

/** When a user's first load of a universe started (login status 8 until first_load_seconds have passed). */
export const universeLoad = pgTable(
  'universe_load',
  {
    universeId: tenantColumn(),
    userId: personColumn('user_id'),
    startedAt: at('started_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.universeId, t.userId] }),
    pgPolicy('universe_load_tenant', { for: 'all', using: ownRowVisible('user_id'), withCheck: tenantOnly }),
  ],
).enableRLS();

/** Password-reset tokens (only a SHA-256 is stored); single use, short-lived. Global like app_user. */
export const passwordReset = pgTable(
  'password_reset',
  {
    id: bigIdentity(),
    userId: personColumn('user_id'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: created(),
  },
  (t) => [index('password_reset_user').on(t.userId)],
);

/** Sign-in attempts, for rate limiting per account and per address across all server processes. */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: bigIdentity(),
    /** Lower-cased as typed, so guesses at unknown names are limited too. */
    username: text('username').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: created(),
  },
  (t) => [index('login_attempt_username').on(t.username, t.createdAt), index('login_attempt_address').on(t.address, t.createdAt)],
);

/** Client-side errors reported from the app, counted per survey, message and user (the root's bug list). */
export const bugReport = pgTable(
  'bug_report',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    userId: authorColumn(),
    message: text('message').notNull(),
    count: integer('count').notNull().default(1),
    lastAt: at('last_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bug_report_key').on(t.surveyId, t.message, t.userId), tenantPolicy('bug_report')],
).enableRLS();

/**
 * The system message bar (spec 1 section 2.3). universe_id null shows it in every universe. Texts are
 * by locale (`{"en": "...", "sv": "..."}`); `text` is used when the locale has none.
 */
export const systemMessage = pgTable('system_message', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  universeId: integer('universe_id').references(() => universe.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  texts: jsonb('texts').$type<Record<string, string>>().notNull().default({}),
  backgroundColor: text('background_color').notNull().default('#fff4e5'),
  textColor: text('text_color').notNull().default('#4a2c00'),
  link: text('link'),
  icon: text('icon'),
  startsAt: at('starts_at').notNull().defaultNow(),
  endsAt: at('ends_at'),
});

/**
 * Mail received by the embedded SMTP server (the dev mailbox); empty when SMTP_URL points elsewhere. The app
 * reads a universe's mail only (RLS), and never a secret one (reset links); any process may store.
 */
export const mailMessage = pgTable(
  'mail_message',
  {
    id: bigIdentity(),
    /** The universe the mail was sent for; null for mail of no universe (such as password resets). */
    universeId: integer('universe_id').references(() => universe.id, { onDelete: 'cascade' }),
    /** Holds a credential (or came from outside the app): never shown in the web mailbox. */
    secret: boolean('secret').notNull().default(true),
    mailFrom: text('mail_from'),
    rcptTo: jsonb('rcpt_to').$type<string[]>().notNull().default([]),
    subject: text('subject'),
    textBody: text('text_body'),
    /** The HTML part, shown sanitised in a sandboxed frame in the dev mailbox (its links open in a new tab). */
    htmlBody: text('html_body'),
    raw: text('raw').notNull(),
    /**
     * The mail's Message-ID, the sender's idempotency key: a campaign mail sent again after a process died before its
     * mark is the same message, which the dev mailbox shows once (as the SMS sink keeps a text once per reference). It
     * is kept as often as it arrived (a unique key would need ON CONFLICT, which row-level security refuses for mail of
     * no universe).
     */
    messageId: text('message_id'),
    createdAt: created(),
  },
  (t) => [
    index('mail_message_created').on(t.createdAt),
    index('mail_message_message_id').on(t.messageId),
    pgPolicy('mail_message_read', { for: 'select', using: tenantOnly }),
    pgPolicy('mail_message_store', { for: 'insert', withCheck: sql`true` }),
  ],
).enableRLS();

/**
 * Answer rollups (issue 3): per survey, question, leaf unit and day (or month), the count, the sum and the count of
 * each integer value 0..10, from which every metric (NPS, mean, top-box share, count) follows without touching the
 * raw rows. The question `*` counts completed interviews. Kept current by server/analytics/rollup.ts
 * (`refreshRollups`) whenever interviews are imported; queries with standard filters read the raw rows instead.
 */
const rollupColumns = () => ({
  universeId: tenantColumn(),
  surveyId: surveyColumn(),
  unitId: unitColumn(),
  question: text('question').notNull(),
  n: integer('n').notNull(),
  sum: doublePrecision('sum').notNull(),
  c0: integer('c0').notNull().default(0),
  c1: integer('c1').notNull().default(0),
  c2: integer('c2').notNull().default(0),
  c3: integer('c3').notNull().default(0),
  c4: integer('c4').notNull().default(0),
  c5: integer('c5').notNull().default(0),
  c6: integer('c6').notNull().default(0),
  c7: integer('c7').notNull().default(0),
  c8: integer('c8').notNull().default(0),
  c9: integer('c9').notNull().default(0),
  c10: integer('c10').notNull().default(0),
});
export const answerRollupDay = pgTable('answer_rollup_day', { ...rollupColumns(), day: date('day').notNull() }, (t) => [
  primaryKey({ columns: [t.surveyId, t.question, t.day, t.unitId] }),
  tenantPolicy('answer_rollup_day'),
]).enableRLS();
export const answerRollupMonth = pgTable('answer_rollup_month', { ...rollupColumns(), month: date('month').notNull() }, (t) => [
  primaryKey({ columns: [t.surveyId, t.question, t.month, t.unitId] }),
  tenantPolicy('answer_rollup_month'),
]).enableRLS();

/**
 * The monthly rollup summed over each unit's whole subtree (the unit and everything below it), so a ranking of a
 * unit's children reads one row per child, month and question instead of every leaf's rows.
 */
export const answerRollupSubtreeMonth = pgTable('answer_rollup_subtree_month', { ...rollupColumns(), month: date('month').notNull() }, (t) => [
  primaryKey({ columns: [t.surveyId, t.question, t.month, t.unitId] }),
  tenantPolicy('answer_rollup_subtree_month'),
]).enableRLS();

/** Goals per survey variable and unit; a unit without its own goal inherits its nearest ancestor's, then the variable's default. */
export const goal = pgTable(
  'goal',
  {
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    unitId: unitColumn(),
    variable: text('variable').notNull(),
    value: numeric('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.unitId, t.variable] }), tenantPolicy('goal')],
).enableRLS();

/**
 * A sample's extended state (spec 1 section 4, Sample states): the evaluation period an unapproved (postponed)
 * sample waits for and its sub-state. One row per sample that has one; written by the sample detail page.
 */
export const sampleExtendedState = pgTable(
  'sample_extended_state',
  {
    sampleId: bigint('sample_id', { mode: 'number' })
      .primaryKey()
      .references(() => sample.id, { onDelete: 'cascade' }),
    universeId: tenantColumn(),
    evalPeriod: text('eval_period'),
    subState: text('sub_state'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [tenantPolicy('sample_extended_state')],
).enableRLS();

/** Every change made on the sample detail page: who did which action, the state before and after, the fields changed. */
export const sampleStateLog = pgTable(
  'sample_state_log',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    sampleId: ownerColumn('sample_id', () => sample.id),
    /** approve, cancel, unapprove, update, resendEmail, resendSms. */
    action: text('action').notNull(),
    fromState: smallint('from_state').notNull(),
    toState: smallint('to_state').notNull(),
    evalPeriod: text('eval_period'),
    subState: text('sub_state'),
    /** questionId -> [before, after] of the fields this action changed. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    userId: authorColumn(),
    createdAt: created(),
  },
  (t) => [index('sample_state_log_sample').on(t.sampleId, t.createdAt), tenantPolicy('sample_state_log')],
).enableRLS();

/** Staff comments on a sample (spec 2 section 3, Comment; the sample editor's comments panel, vuejs/sampleeditor/comments). */
export const sampleComment = pgTable(
  'sample_comment',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    sampleId: ownerColumn('sample_id', () => sample.id),
    userId: authorColumn(),
    message: text('message').notNull(),
    createdAt: created(),
  },
  (t) => [index('sample_comment_sample').on(t.sampleId, t.createdAt), tenantPolicy('sample_comment')],
).enableRLS();

/** Staff comments on an interview (spec 1 section 3, Comment; added with vuejs/interview/addcomment). */
export const interviewComment = pgTable(
  'interview_comment',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    interviewId: ownerColumn('interview_id', () => interview.id),
    userId: authorColumn(),
    message: text('message').notNull(),
    createdAt: created(),
  },
  (t) => [index('interview_comment_interview').on(t.interviewId, t.createdAt), tenantPolicy('interview_comment')],
).enableRLS();

/**
 * Published interviews (spec 1 section 4, Interview sharing): the public link carries a random token of which only
 * a SHA-256 is kept. Anonymous readers see a row only through that hash (`app.share_token_hash`, set per
 * transaction by the shared-interview call), never by listing.
 */
const shareVisible = sql`${tenantOnly} or token_hash = nullif(current_setting('app.share_token_hash', true), '')`;
export const interviewShare = pgTable(
  'interview_share',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    interviewId: ownerColumn('interview_id', () => interview.id),
    tokenHash: text('token_hash').notNull().unique(),
    network: text('network').notNull(),
    userId: authorColumn(),
    createdAt: created(),
  },
  (t) => [index('interview_share_interview').on(t.interviewId), pgPolicy('interview_share_tenant', { for: 'all', using: shareVisible, withCheck: tenantOnly })],
).enableRLS();

/**
 * The answers to an alert's closing questions (survey configuration `alerts.questions`): one row per alert and
 * question, a choice (choice questions, never 0) or a value (text and number questions). Written by the alert update.
 */
export const alertAnswer = pgTable(
  'alert_answer',
  {
    universeId: tenantColumn(),
    alertId: ownerColumn('alert_id', () => alert.id),
    questionId: text('question_id').notNull(),
    choiceId: integer('choice_id'),
    value: text('value'),
    userId: authorColumn(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.questionId] }), tenantPolicy('alert_answer')],
).enableRLS();

/**
 * Report tasks (issue 6, spec 1 section 3 Report task): one background report each, run by a pg-boss job inside
 * its requester's universe and unit scope. The finished file is kept here (bytea) rather than on a disk, so any
 * of several stateless server processes can serve the download; `expires_at` lets maintenance remove it.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const reportTask = pgTable(
  'report_task',
  {
    id: uuid('id').primaryKey(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    requestedBy: authorColumn('requested_by'),
    /** The administrator when asked while acting as the requester: the report is built with both people's rights. */
    actingUserId: integer('acting_user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    /** QUEUED, RUNNING, FINISHED or FAILED. */
    status: text('status').notNull().default('QUEUED'),
    error: text('error'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    content: bytea('content'),
    createdAt: created(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('report_task_survey').on(t.surveyId, t.createdAt), index('report_task_expires').on(t.expiresAt), tenantPolicy('report_task')],
).enableRLS();

/**
 * The order of waiting reports across every universe, so a status can answer a real queue position (other
 * universes' reports wait in the same queue). It holds only ids and times, no tenant data, hence no RLS.
 */
export const reportQueue = pgTable(
  'report_queue',
  {
    taskId: uuid('task_id')
      .primaryKey()
      .references(() => reportTask.id, { onDelete: 'cascade' }),
    queuedAt: at('queued_at').notNull().defaultNow(),
  },
  (t) => [index('report_queue_queued').on(t.queuedAt)],
);

/**
 * Improvement actions (issue 15, spec 2 section 3 Action): a goal for one actionable item (survey configuration
 * `actions.actionableItems`, whose expression is a variable) at one unit, over a period from `period_start` to
 * `deadline` (both days included). State 0 open, 1 completed, 2 failed; the evaluation (call or daily job) closes an
 * open action once its deadline has passed. `end_value` is the value the evaluation found.
 */
export const action = pgTable(
  'action',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    unitId: unitColumn(),
    /** The actionable item's extname; `expression` is its variable, kept so the action outlives a configuration change. */
    item: text('item').notNull(),
    expression: text('expression').notNull(),
    goal: doublePrecision('goal').notNull(),
    periodStart: date('period_start').notNull(),
    deadline: date('deadline').notNull(),
    responsible: text('responsible').notNull().default(''),
    state: smallint('state').notNull().default(0),
    /** Accepted from a suggestion (its item cannot change). */
    suggestion: boolean('suggestion').notNull().default(false),
    endValue: doublePrecision('end_value'),
    createdBy: authorColumn('created_by'),
    createdAt: created(),
    closedAt: at('closed_at'),
  },
  (t) => [index('action_survey_unit').on(t.surveyId, t.unitId), index('action_open_deadline').on(t.state, t.deadline), tenantPolicy('action')],
).enableRLS();

/**
 * An action's history: comments and the evaluation's verdict, each with the expression's value and the goal at that
 * moment (spec 2 section 3, comment history entries). `kind` is comment, completed or failed; the verdicts' words
 * come from the reader's catalogue.
 */
export const actionHistory = pgTable(
  'action_history',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    actionId: ownerColumn('action_id', () => action.id),
    kind: text('kind').notNull().default('comment'),
    userId: authorColumn(),
    message: text('message').notNull().default(''),
    score: doublePrecision('score'),
    goal: doublePrecision('goal'),
    createdAt: created(),
  },
  (t) => [index('action_history_action').on(t.actionId), tenantPolicy('action_history')],
).enableRLS();

/**
 * Message templates (issue 17, spec 3 section 3 Template) of a universe: e-mail (subject, sender, the visual editor's
 * design JSON and the HTML it rendered, sanitised before it is stored), SMS (contents) and letter (an uploaded .fodt
 * file). A system template is shared set-up that only root changes; `extname` names it for integrations (root only).
 * Names are unique per universe and sending type.
 */
export const messageTemplate = pgTable(
  'message_template',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    /** EMAIL, SMS or LETTER. */
    sendingType: text('sending_type').notNull(),
    name: text('name').notNull(),
    extname: text('extname').notNull().default(''),
    subject: text('subject').notNull().default(''),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    /** One of the product locales, or none (the recipient's). */
    locale: text('locale'),
    fromName: text('from_name').notNull().default(''),
    fromEmail: text('from_email').notNull().default(''),
    /** The e-mail editor's own document; opaque to the server. */
    design: jsonb('design').$type<Record<string, unknown>>(),
    /** The e-mail's HTML as the editor rendered it, sanitised (server/templates/sanitise.ts). */
    html: text('html').notNull().default(''),
    /** An SMS template's text. */
    contents: text('contents').notNull().default(''),
    letterFileName: text('letter_file_name'),
    /** A letter template's Flat ODF document (.fodt), as uploaded. */
    letterFile: text('letter_file'),
    system: boolean('system').notNull().default(false),
    updatedBy: authorColumn('updated_by'),
    createdAt: created(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_template_name').on(t.universeId, t.sendingType, t.name),
    check('message_template_sending_type', sql`${t.sendingType} in ('EMAIL', 'SMS', 'LETTER')`),
    tenantPolicy('message_template'),
  ],
).enableRLS();

/**
 * Images of the e-mail editor (issue 17, spec 3 section 7 "Email editor service"): uploaded through
 * vuejs/unlayer/uploadfile, checked by their bytes (PNG, JPEG, GIF, WebP; server/mail-editor/images.ts) and served
 * from our origin at /mail-images/{universe}/{key} so a mail client can load them without a session. `key` is a
 * random uuid: the address is unguessable, and reading by it still goes through the universe's policy.
 */
export const mailImage = pgTable(
  'mail_image',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    key: uuid('key').notNull().defaultRandom(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: authorColumn('uploaded_by'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('mail_image_key').on(t.key), index('mail_image_universe').on(t.universeId, t.id), tenantPolicy('mail_image')],
).enableRLS();

/**
 * SMS stored by the embedded SMS sink (server/sms/sink.ts) in place of sending them: no outside SMS provider is
 * reached from this deployment. The universe's administrators read them in the dev mailbox.
 */
export const smsMessage = pgTable(
  'sms_message',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    recipient: text('recipient').notNull(),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    /** The parts the network would send (core/sms/parts.ts). */
    parts: integer('parts').notNull(),
    /** The sender's idempotency key (a campaign's tracking row and resend): a message sent again under it is stored once. */
    reference: text('reference'),
    createdAt: created(),
  },
  (t) => [index('sms_message_universe').on(t.universeId, t.id), uniqueIndex('sms_message_reference').on(t.universeId, t.reference), tenantPolicy('sms_message')],
).enableRLS();

/**
 * The calls the embedded phone simulator (server/phone/simulator.ts) placed, by the caller's idempotency key: a call
 * asked for again under the same key (a campaign row retried after a killed process) answers the call already made
 * instead of calling twice, as a real voice gateway's idempotency does.
 */
export const phoneCall = pgTable(
  'phone_call',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    reference: text('reference').notNull(),
    callId: text('call_id').notNull(),
    recipient: text('recipient').notNull(),
    voice: text('voice').notNull(),
    locale: text('locale').notNull(),
    script: text('script').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('phone_call_reference').on(t.universeId, t.reference), tenantPolicy('phone_call')],
).enableRLS();

/**
 * The recording of a phone campaign's call (server/phone/recordings.ts), one per tracking row, as MPEG audio that
 * `callrecording` serves to the details screen's player. `tracking_id` names the campaign's tracking row; the
 * reference to that table comes with it (issue 18's sending engine).
 */
export const callRecording = pgTable(
  'call_recording',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    trackingId: bigint('tracking_id', { mode: 'number' }).notNull(),
    /** The provider's id for the call. */
    callId: text('call_id').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    audio: bytea('audio').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('call_recording_tracking').on(t.universeId, t.trackingId), tenantPolicy('call_recording')],
).enableRLS();

/**
 * The rows of the data tables (issue 16, spec 2 data tables): editable tables stored per survey under the tableId a
 * data table component names. `cells` holds the values by column extname as the row rule (core/dataTables/rows.ts)
 * accepted them; the columns themselves live in the component's configuration, so a column added later is empty in
 * the old rows. Rows are listed oldest first (by id).
 */
export const dataTableRow = pgTable(
  'data_table_row',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    tableId: text('table_id').notNull(),
    cells: jsonb('cells').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    updatedBy: authorColumn('updated_by'),
    createdAt: created(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('data_table_row_table').on(t.surveyId, t.tableId, t.id), tenantPolicy('data_table_row')],
).enableRLS();

/**
 * Outreach campaigns (issue 18, spec 3 sections 3 and 4): a survey's recipients chosen by a drill path and filters,
 * sent one message each by the sending engine (server/campaigns/sender.ts). `link_key` signs the campaign's open
 * pixel, click and unsubscribe links (server/campaigns/links.ts), so a forged or altered link is refused.
 */
export const campaign = pgTable(
  'campaign',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    title: text('title').notNull(),
    extname: text('extname').notNull().default(''),
    campaignType: text('campaign_type').notNull(),
    sendingType: text('sending_type').notNull(),
    state: text('state').notNull().default('CREATED'),
    templateId: bigint('template_id', { mode: 'number' }).references(() => messageTemplate.id, { onDelete: 'set null' }),
    mailAction: text('mail_action').notNull().default(''),
    fromEmail: text('from_email').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    bcc: text('bcc').notNull().default(''),
    replyTo: text('reply_to').notNull().default(''),
    fixedRecipient: text('fixed_recipient').notNull().default(''),
    voice: text('voice'),
    locale: text('locale'),
    /** The drill path (with its filter tokens) the recipients come from. */
    link: text('link').notNull(),
    /** The mail filters (extname, selected) of the wizard; `illegal` is always applied whatever this says. */
    filters: jsonb('filters').$type<{ extname: string; selected: boolean }[]>().notNull().default([]),
    /** Recipient samples removed by hand in the wizard. */
    deletedRecipients: jsonb('deleted_recipients').$type<number[]>().notNull().default([]),
    scheduledStart: at('scheduled_start'),
    scheduledPeriod: text('scheduled_period'),
    scheduleParams: jsonb('schedule_params').$type<{ fromDays: number; toDays: number; weekdays: string[] }>(),
    linkKey: text('link_key').notNull(),
    /**
     * How many tracking rows the campaign has, kept by statement-level triggers on campaign_tracking (migration
     * campaign_tracking_triggers), so the tracking table's unfiltered count is one row read instead of a count of 100,000.
     */
    trackingRows: integer('tracking_rows').notNull().default(0),
    /** When a PULL campaign last added new recipients (its schedule counts from here). */
    lastRunAt: at('last_run_at'),
    createdBy: authorColumn('created_by'),
    createdAt: created(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('campaign_survey').on(t.surveyId),
    check('campaign_state', sql`${t.state} in ('CREATED', 'STARTED', 'PAUSED', 'STOPPED', 'ERROR')`),
    check('campaign_type', sql`${t.campaignType} in ('PULL_ONCE', 'PULL', 'PUSH', 'PULL_SINGLE')`),
    check('campaign_sending_type', sql`${t.sendingType} in ('EMAIL', 'SMS', 'LETTER', 'PHONE')`),
    check('campaign_period', sql`${t.scheduledPeriod} is null or ${t.scheduledPeriod} in ('DAILY', 'WEEKLY', 'MONTHLY')`),
    tenantPolicy('campaign'),
  ],
).enableRLS();

/**
 * One recipient of a campaign and what became of its message. The sender claims a PENDING row (SENDING, with a
 * lease) in a committed transaction before it talks to the mail server and marks it SENT after, so a killed
 * process leaves the row claimed: once the lease runs out it is sent again with the same Message-ID.
 * The details screen's table (server/campaigns/service.ts, `trackings`) reads a page of 100,000 rows index-only: an
 * index per sort column and direction leads with the universe (which row-level security adds) and the campaign and
 * ends with the id (the tie-break, always ascending); its text filter is one trigram index scan of `search`.
 */
export const campaignTracking = pgTable(
  'campaign_tracking',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    campaignId: ownerColumn('campaign_id', () => campaign.id),
    sampleId: bigint('sample_id', { mode: 'number' }).references(() => sample.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    status: text('status').notNull().default('PENDING'),
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    /** How often the row was resent by hand: each resend is a new message (a new Message-ID). */
    resends: integer('resends').notNull().default(0),
    error: text('error'),
    openCount: integer('open_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    sentAt: at('sent_at'),
    createdAt: created(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The sample's contact name, copied by a trigger when the row is made and whenever the sample's contact changes. */
    respondent: text('respondent').notNull().default(''),
    /**
     * What the table's text filter searches under a trigram index with the campaign: the respondent and the recipient
     * joined by chr(31), which no typed text holds, so a text matches it exactly when it matches one of the two. Kept
     * in lower case so the filter is a LIKE of the lowered text: ILIKE folds the case of every row it reads, five
     * times the cost over a campaign's 100,000 rows when the text is common (bench/campaigns.ts).
     */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(sql`lower(respondent || chr(31) || recipient)`),
  },
  (t) => [
    index('campaign_tracking_page').on(t.universeId, t.campaignId, t.id),
    // One per sort column: a descending sort orders the ids descending too (server/campaigns/service.ts, trackings), so
    // it is the same index read backwards, and a campaign's start maintains half the indexes. The status one also
    // serves the sender's claim of a campaign's PENDING rows in id order.
    ...[t.status, t.updatedAt, t.openCount, t.clickCount, t.recipient].map((c) => index(`campaign_tracking_page_${c.name}`).on(t.universeId, t.campaignId, c, t.id)),
    index('campaign_tracking_search').using('gin', t.universeId, t.campaignId, t.search.op('gin_trgm_ops')),
    uniqueIndex('campaign_tracking_sample').on(t.campaignId, t.sampleId),
    // The sample editor's mails panel reads a sample's rows across campaigns, and deleting a sample nulls its rows.
    index('campaign_tracking_sample_id').on(t.sampleId),
    check('campaign_tracking_status', sql`${t.status} in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'UNSUB')`),
    tenantPolicy('campaign_tracking'),
  ],
).enableRLS();

/**
 * A letter campaign's letter for one tracking row: the PDF LibreOffice made from the campaign's letter template with
 * the recipient's values (server/campaigns/channels.ts), kept for 'download all letters', 'download new letters'
 * (those never in a download yet: `downloaded_at` is null) and the row's own download.
 */
export const campaignLetter = pgTable(
  'campaign_letter',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    trackingId: ownerColumn('tracking_id', () => campaignTracking.id),
    pdf: bytea('pdf').notNull(),
    createdAt: created(),
    downloadedAt: at('downloaded_at'),
  },
  (t) => [uniqueIndex('campaign_letter_tracking').on(t.universeId, t.trackingId), index('campaign_letter_tracking_id').on(t.trackingId), tenantPolicy('campaign_letter')],
).enableRLS();

/** Addresses of a universe that never get a campaign message: unsubscribed by their link, bounced, or added by hand. */
export const campaignSuppression = pgTable(
  'campaign_suppression',
  {
    universeId: tenantColumn(),
    address: text('address').notNull(),
    reason: text('reason').notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.universeId, t.address] }),
    check('campaign_suppression_reason', sql`${t.reason} in ('UNSUBSCRIBED', 'BOUNCED', 'MANUAL')`),
    tenantPolicy('campaign_suppression'),
  ],
).enableRLS();

/**
 * Spreadsheets uploaded to the data uploader (spec 3 section 7, vuejs/datauploader/uploadfile), kept between the
 * upload and its mapping (handlemapping names it): the checked .xlsx bytes, so any server process can import it.
 */
export const pendingUpload = pgTable(
  'pending_upload',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    userId: personColumn('user_id'),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    createdAt: created(),
  },
  (t) => [index('pending_upload_survey').on(t.surveyId, t.createdAt), tenantPolicy('pending_upload')],
).enableRLS();

/** One import of a spreadsheet (spec 3 section 3, Import set): its interviews point at it and go with it. */
export const importSet = pgTable(
  'import_set',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    userId: authorColumn(),
    fileName: text('file_name').notNull(),
    interviews: integer('interviews').notNull(),
    /** The first and the day after the last response day: the rollup months to rebuild when the set goes. */
    firstDay: date('first_day'),
    endDay: date('end_day'),
    createdAt: created(),
  },
  (t) => [index('import_set_survey').on(t.surveyId, t.createdAt), tenantPolicy('import_set')],
).enableRLS();

/**
 * Survey scripts (spec 3, Script block): JavaScript run in the sandbox (server/scripts/sandbox.ts), or the survey
 * configuration as YAML for CONFIGURATION. A script without a survey belongs to the universe (global scripts).
 */
export const script = pgTable(
  'script',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: integer('survey_id').references(() => survey.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    extName: text('ext_name').notNull(),
    description: text('description').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
    code: text('code').notNull().default(''),
    /** The universe's own script (route /script/{survey}), one per universe; other scripts without a survey are global. */
    universe: boolean('universe').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('script_survey_type').on(t.surveyId, t.type),
    // A survey has one CONFIGURATION script (its configuration, kept in survey.config_yaml) and a universe one universe script.
    uniqueIndex('script_one_configuration').on(t.surveyId).where(sql`${t.type} = 'CONFIGURATION'`),
    uniqueIndex('script_one_universe_script').on(t.universeId).where(sql`${t.universe}`),
    tenantPolicy('script'),
  ],
).enableRLS();

/** What a script run reported (its log() calls and its failures), listed and deleted on the script's screen. */
export const scriptEvent = pgTable(
  'script_event',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    scriptId: ownerColumn('script_id', () => script.id),
    type: text('type').notNull(),
    message: text('message').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('script_event_script').on(t.scriptId, t.updatedAt),
    check('script_event_type', sql`${t.type} in ('ERROR', 'WARNING', 'INFO')`),
    tenantPolicy('script_event'),
  ],
).enableRLS();

/**
 * An API key of a survey (spec 3 section 3, API key; issue 21): what it is for (1 CSI widget, 2 Google widget,
 * 3 API access, 4 big screen) and the drill path it may see. Only the SHA-256 of the token is kept: the token is
 * shown once, when the key is made, and deleting the row revokes it. `ext_name` is the token's first characters,
 * so an administrator can tell keys apart without the secret.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    extName: text('ext_name').notNull(),
    type: smallint('type').notNull(),
    path: text('path').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: authorColumn(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('api_key_token_hash').on(t.tokenHash),
    index('api_key_survey').on(t.surveyId),
    check('api_key_type', sql`${t.type} between 1 and 4`),
    tenantPolicy('api_key'),
  ],
).enableRLS();

/**
 * An effect block of a survey (spec 3 section 3, Effect block; issue 21): for a drill path, a date interval and a
 * CSI range, how much each question moves the CSI (`rows`: questionName, questionVariable, effectSize).
 */
export const effectBlock = pgTable(
  'effect_block',
  {
    id: bigIdentity(),
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    drillPath: text('drill_path').notNull(),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    fromCsi: doublePrecision('from_csi'),
    toCsi: doublePrecision('to_csi'),
    rows: jsonb('rows').$type<{ questionName: string; questionVariable: string; effectSize: number }[]>().notNull().default([]),
    createdAt: created(),
  },
  (t) => [index('effect_block_survey').on(t.surveyId), tenantPolicy('effect_block')],
).enableRLS();

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * The text engine's reading of each comment (issue 14; server/text/): per interview and text question its language,
 * sentiment with score, and categories each with its own sentiment; `search` is the comment's tsvector in its
 * language's PostgreSQL text search configuration (TEXT_SEARCH_CONFIG), GIN-indexed. `text_hash` (md5 of the answer)
 * tells the analysis job which comments changed since they were read.
 */
export const commentAnalysis = pgTable(
  'comment_analysis',
  {
    universeId: tenantColumn(),
    surveyId: surveyColumn(),
    interviewId: ownerColumn('interview_id', () => interview.id),
    question: text('question').notNull(),
    lang: text('lang').notNull(),
    sentiment: text('sentiment').notNull(),
    score: doublePrecision('score').notNull(),
    categories: jsonb('categories').$type<{ id: string; sentiment: string; score: number }[]>().notNull().default([]),
    search: tsvector('search').notNull(),
    textHash: text('text_hash').notNull(),
    analysedAt: at('analysed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.question] }),
    index('comment_analysis_survey').on(t.surveyId, t.question),
    index('comment_analysis_search').using('gin', t.search),
    check('comment_analysis_sentiment', sql`${t.sentiment} in ('positive', 'negative', 'neutral')`),
    check('comment_analysis_lang', sql`${t.lang} in ('sv', 'da', 'no', 'fi', 'en')`),
    tenantPolicy('comment_analysis'),
  ],
).enableRLS();

/**
 * The mails of the mail jobs that went out (server/mail/jobs.ts): the job's Message-ID, written once the mail server
 * took the mail, so a job tried again (after a crash, or processed again from the Tasks screen) never sends twice.
 */
export const mailSent = pgTable(
  'mail_sent',
  {
    universeId: tenantColumn(),
    messageId: text('message_id').primaryKey(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  () => [tenantPolicy('mail_sent')],
).enableRLS();
