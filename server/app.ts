import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { apiSchemas } from '../schemas/api/index';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/pool';
import type { IdpKeys } from './idp/keys';
import { idpPlugin } from './idp/plugin';
import { providerGrantIsLive } from './idp/revocation';
import type { JobQueue } from './jobs/queue';
import { createIdentityProvider } from './idp/provider';
import { registerAuth } from './plugins/auth';
import { registerImpersonationAudit } from './plugins/impersonation-audit';
import { registerErrorHandling } from './plugins/errors';
import { loggerOptions } from './plugins/logging';
import { decodedPath } from './plugins/request-path';
import { registerPublicAddressCheck } from './plugins/public-address';
import { MAX_PARAM_LENGTH, answerFrameworkError, refuseMalformedInput } from './plugins/malformed-input';
import { inlineParameterRefs, requireRequestSchemaRefs } from './plugins/request-schemas';
import { authRoutes } from './routes/auth';
import { systemRoutes } from './routes/system';
import { pageRoutes } from './routes/pages';
import { rankingRoutes } from './routes/ranking';
import { filterRoutes } from './routes/filters';
import { variableRoutes } from './routes/variables';
import { gamificationRoutes } from './routes/gamification';
import { globalValuesRoutes } from './routes/global-values';
import { indicatorRoutes } from './routes/indicators';
import { chartRoutes } from './routes/charts';
import { resultRoutes } from './routes/results';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerCompression } from './plugins/compression';
import { SPA_PAGE_CACHE_CONTROL, spaCacheHeaders } from './plugins/spa-caching';
import { createAccessTokenVerifier } from './accounts/access-tokens';
import { createIdentityService } from './accounts/identity';
import { createSessionService } from './accounts/sessions';
import { createUserService } from './accounts/users';
import { createSignInAttempts, type SignInThrottle } from './accounts/sign-in-attempts';
import type { ScryptParams } from './accounts/passwords';
import { createPasswordResetService } from './accounts/password-resets';
import { createBugService } from './bugs/service';
import { createSignInService } from './accounts/sign-in';
import { createMailer } from './mail/mailer';
import { registerMailJobs } from './mail/jobs';
import { registerEvaluationJobs } from './actions/evaluate';
import { registerImportJobs } from './uploader/import-job';
import { createSmsSink } from './sms/sink';
import { smsProviderFor } from './sms/http-provider';
import { logRoutes } from './routes/logs';
import { loadCountRoutes } from './routes/loadcount';
import { mailboxRoutes } from './routes/mailbox';
import { cellDetailsRoutes } from './routes/celldetails';
import { sampleListRoutes } from './routes/sample-list';
import { sampleDetailsRoutes } from './routes/sample-details';
import { sampleEditorRoutes } from './routes/sample-editor';
import { sampleActionRoutes } from './routes/sample-actions';
import { interviewRoutes } from './routes/interview';
import { alertRoutes } from './routes/alert';
import { reportRoutes } from './routes/reports';
import { downloadRoutes } from './routes/downloads';
import { actionRoutes } from './routes/actions';
import { dataTableRoutes } from './routes/data-tables';
import { recordRoutes } from './routes/records';
import { textAnalyticsRoutes } from './routes/textanalytics';
import { templateRoutes } from './routes/templates';
import { roleRoutes } from './routes/roles';
import { apiKeyRoutes } from './routes/apikeys';
import { scriptRoutes } from './routes/scripts';
import { surveyAdminRoutes } from './routes/survey-admin';
import { surveyDetailsRoutes } from './routes/survey-details';
import { configBlockRoutes } from './routes/config-blocks';
import { metadataRoutes } from './routes/metadata';
import { taskRoutes } from './routes/tasks';
import { bigScreenRoutes } from './routes/bigscreen';
import { userRoutes } from './routes/users';
import { letterRoutes } from './routes/letters';
import { uploaderRoutes } from './routes/uploader';
import { mailEditorRoutes } from './routes/mail-editor';
import { phoneRoutes } from './routes/phone';
import { createPhoneSimulator } from './phone/simulator';
import { campaignRoutes } from './routes/campaigns';
import { campaignLetterRoutes } from './routes/campaign-letters';
import { startBounceListener } from './campaigns/bounces';
import { registerCampaignJobs } from './campaigns/engine';

export const SPA_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export interface AppDeps {
  db: Db;
  /** Required in embedded identity mode. */
  idpKeys: IdpKeys | null;
  /** Background jobs; absent in tests that need none. */
  jobs?: JobQueue | null;
  /** Where the built SPA is; defaults to ./dist. */
  spaDir?: string;
  /** Where the log goes; defaults to standard output. */
  logStream?: NodeJS.WritableStream;
  /** Tests only: cheaper scrypt parameters for new password hashes (production uses PASSWORD_HASHING). */
  passwordHashing?: ScryptParams;
  /** Tests only: longer sign-in delays, so a slow machine cannot outwait them (production uses DEFAULT_SIGN_IN_THROTTLE). */
  signInThrottle?: SignInThrottle;
}

/** The Fastify application: REST API under /rest, the identity provider under /idp, the SPA under /new/. */
export async function buildApp(config: ServerConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    // request.ip (sign-in throttling, audit) comes from X-Forwarded-For only when a trusted proxy sent it.
    trustProxy: config.trustProxy,
    // Union types (`type: [string, number, boolean, null]`, a data table cell) keep a value of a listed type as it is;
    // anyOf would let coercion turn a cell's `true` into "true".
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false, allowUnionTypes: true } },
  });

  // Sign-in, session checks and the identity provider use the reserved connections (db/pool.ts).
  const signInDb = deps.db.reserved;
  const users = createUserService(signInDb, createSignInAttempts(signInDb, deps.signInThrottle), { passwordHashing: deps.passwordHashing });
  const sessions = createSessionService(signInDb, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs });
  const identity = createIdentityService(signInDb);
  const verifyAccessToken = createAccessTokenVerifier(config, deps.idpKeys, {
    isGrantLive: config.identity.mode === 'embedded' ? (grantId) => providerGrantIsLive(deps.db.pool, grantId) : undefined,
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: signInDb, mailDir: config.mailDir, log: app.log });
  const ctx: AppContext = {
    config,
    db: deps.db,
    idpKeys: deps.idpKeys,
    jobs: deps.jobs ?? null,
    verifyAccessToken,
    mailer,
    sms: smsProviderFor(config.sms, createSmsSink(deps.db)),
    phone: createPhoneSimulator(deps.db),
    services: {
      users,
      sessions,
      identity,
      passwordResets: createPasswordResetService(signInDb, users, mailer, config.publicUrl),
      signIn: createSignInService({ db: deps.db, users, identity, sessions, verifyAccessToken, identityMode: config.identity.mode }),
      bugs: createBugService(deps.db),
    },
  };

  // Campaign sending needs the app's mailer and providers, so its workers start with the app (any number of processes share them).
  const stopCampaignJobs = ctx.jobs ? await registerCampaignJobs(ctx.jobs, ctx.db, { mailer, channels: { sms: ctx.sms, phone: ctx.phone, letters: config.letters } }, config, (m) => app.log.info(m)) : null;
  // Likewise the mail jobs (alert and notification mails), and the imports and action evaluations the calls wait for.
  const stopMailJobs = ctx.jobs ? await registerMailJobs(ctx.jobs, ctx.db, mailer) : null;
  const stopEvaluationJobs = ctx.jobs ? await registerEvaluationJobs(ctx.jobs, ctx.db) : null;
  const stopImportJobs = ctx.jobs ? await registerImportJobs({ db: ctx.db, jobs: ctx.jobs, publicUrl: config.publicUrl, maxRows: config.uploads.maxRows, log: app.log }) : null;
  // Bounces of campaign mail (delivery status notifications to its VERP return paths), where a port is configured.
  const bounces = config.bounces.port === undefined ? null : await startBounceListener(ctx.db, { ...config.bounces, port: config.bounces.port, log: (m) => app.log.info(m) });
  for (const schema of apiSchemas) app.addSchema(schema);
  requireRequestSchemaRefs(app, apiSchemas);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Sightline REST API', version: '0.1.0', description: 'Generated from the JSON Schemas in schemas/.' },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ session: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    // Only the REST API is described; the identity provider documents itself at /idp/.well-known.
    transform: ({ schema, url }) => ({ schema: url.startsWith('/rest/') ? inlineParameterRefs(schema, apiSchemas) : { ...schema, hide: true }, url }),
  });

  registerErrorHandling(app);
  refuseMalformedInput(app);
  app.addHook('onClose', async () => {
    // The campaign workers send with this app's mailer: stop them before it closes.
    await stopCampaignJobs?.();
    await stopMailJobs?.();
    await stopImportJobs?.();
    await stopEvaluationJobs?.();
    await bounces?.close();
    await mailer.close();
  });
  // Headers first: a hook that answers early (401, the wrong-address page) skips the hooks after it.
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(fastifyCookie);
  registerAuth(app, ctx.services.sessions, ctx.db);
  registerPublicAddressCheck(app, config);
  registerImpersonationAudit(app, ctx);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(
    async (rest) => {
      await systemRoutes(rest, ctx);
      await pageRoutes(rest, ctx);
      await rankingRoutes(rest, ctx);
      await filterRoutes(rest, ctx);
      await variableRoutes(rest, ctx);
      await chartRoutes(rest, ctx);
      await resultRoutes(rest, ctx);
      await authRoutes(rest, ctx);
      await logRoutes(rest, ctx);
      await loadCountRoutes(rest, ctx);
      await mailboxRoutes(rest, ctx);
      await cellDetailsRoutes(rest, ctx);
      await sampleListRoutes(rest, ctx);
      await sampleDetailsRoutes(rest, ctx);
      await sampleEditorRoutes(rest, ctx);
      await sampleActionRoutes(rest, ctx);
      await interviewRoutes(rest, ctx);
      await alertRoutes(rest, ctx);
      await reportRoutes(rest, ctx);
      await downloadRoutes(rest, ctx);
      await actionRoutes(rest, ctx);
      await dataTableRoutes(rest, ctx);
      await recordRoutes(rest, ctx);
      await textAnalyticsRoutes(rest, ctx);
      await templateRoutes(rest, ctx);
      await roleRoutes(rest, ctx);
      await apiKeyRoutes(rest, ctx);
      await scriptRoutes(rest, ctx);
      await surveyAdminRoutes(rest, ctx);
      await surveyDetailsRoutes(rest, ctx);
      await configBlockRoutes(rest, ctx);
      await metadataRoutes(rest, ctx);
      await taskRoutes(rest, ctx);
      await bigScreenRoutes(rest, ctx);
      await userRoutes(rest, ctx);
      await letterRoutes(rest, ctx);
      await uploaderRoutes(rest, ctx);
      await mailEditorRoutes(rest, ctx);
      await phoneRoutes(rest, ctx);
      await campaignRoutes(rest, ctx);
      await campaignLetterRoutes(rest, ctx);
      await globalValuesRoutes(rest, ctx);
      await gamificationRoutes(rest, ctx);
      await indicatorRoutes(rest, ctx);
    },
    { prefix: '/rest' },
  );

  if (config.identity.mode === 'embedded') {
    if (!deps.idpKeys) throw new Error('The embedded identity provider needs its keys');
    const provider = createIdentityProvider({ publicUrl: config.publicUrl, db: signInDb, users, keys: deps.idpKeys });
    await app.register(idpPlugin, { prefix: '/idp', provider, users, publicUrl: config.publicUrl });
  }

  const spaDir = deps.spaDir ?? SPA_DIST;
  const spaBuilt = fs.existsSync(path.join(spaDir, 'index.html'));
  if (spaBuilt) {
    await app.register(fastifyStatic, { root: spaDir, prefix: '/new/', wildcard: false, index: ['index.html'], maxAge: '1h', setHeaders: spaCacheHeaders, preCompressed: true });
  }
  const sendSpa = (reply: import('fastify').FastifyReply) =>
    spaBuilt
      ? reply.header('cache-control', SPA_PAGE_CACHE_CONTROL).sendFile('index.html', spaDir)
      : reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build` (npm start does it for you).');

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/new/'));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const path = decodedPath(url);
    if (path.startsWith('/rest/') || path === '/rest') {
      return reply.status(404).send({ error: 'not_found', message: `No such call: ${request.method} ${path}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'not_found', message: 'Not found' });
    }
    // Deep links into the SPA survive a reload: every /new/ path without a file gets the app.
    if (path.startsWith('/new/') || path === '/new') {
      if (/\.[a-z0-9]+$/i.test(path)) return reply.status(404).send({ error: 'not_found', message: 'Not found' });
      return sendSpa(reply);
    }
    return reply.redirect(`/new${url}`);
  });

  return app;
}
