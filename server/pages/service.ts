import type pg from 'pg';
import type { PageDescriptor } from '../../schemas/page/page.gen.ts';
import type { SurveyConfiguration } from '../../schemas/entities/surveyConfiguration.gen.ts';
import { CURRENT_SCHEMA_VERSION, filterPageForUser, type Issue } from '../../engine/descriptor/index.ts';
import { rightsIn } from '../accounts/rights';
import type { Db } from '../db/pool';
import { Forbidden, NotFound, Unprocessable } from '../errors';
import { alertScreenPage } from '../alerts/config';
import { parseConfiguration } from './configuration';
import { resolveDiscriminators } from './discriminators';
import type { ConfigurationCheck } from '../../schemas/api/configuration-check.gen';
import type { ConfigurationSaved } from '../../schemas/api/configuration-saved.gen';

export interface Caller {
  universeId: number;
  userId: number;
  isRoot: boolean;
  /** Administers the universe (root too): sees the pages marked adminOnly. */
  isUniverseAdmin: boolean;
}

export interface PageSummary {
  extname: string;
  title: PageDescriptor['title'];
  icon?: string;
  selectionInterval?: string;
}

/** A save refused because the configuration has errors; nothing was changed. Answered as a ConfigurationCheck. */
export class ConfigurationRejected extends Unprocessable {
  constructor(
    readonly issues: Issue[],
    warnings: Issue[] = [],
  ) {
    const check: ConfigurationCheck = { valid: false, issues, warnings };
    super('invalid_configuration', `The configuration has ${issues.length} error${issues.length === 1 ? '' : 's'}; nothing was saved. First: ${issues[0] ? `${issues[0].path || '/'} ${issues[0].message}` : ''}`, check);
  }
}

async function surveyRow(c: pg.ClientBase, extName: string, lock = false) {
  const { rows } = await c.query<{ id: number; config: Partial<SurveyConfiguration>; configYaml: string | null }>(
    `select id, config, config_yaml as "configYaml" from survey where ext_name = $1${lock ? ' for update' : ''}`,
    [extName],
  );
  if (!rows[0]) throw new NotFound('not_found', `There is no survey "${extName}" in this universe.`);
  return rows[0];
}

/** Pages of survey configurations: served filtered for the user, saved only when valid. */
export function createPageService(db: Db) {
  const tenant = (caller: Caller) => ({ universeId: caller.universeId, userId: caller.userId });

  return {
    /**
     * The page descriptor, without what the user may not see: root-only components for non-root users, and every
     * discriminator branch but the one for the user's role and the active `view`.
     */
    async page(caller: Caller, surveyExtName: string, pageId: string, view: string | null = null): Promise<PageDescriptor> {
      const { survey, role } = await db.withTenant(tenant(caller), async (c) => ({ survey: await surveyRow(c, surveyExtName), role: (await rightsIn(c, caller)).roleName }));
      const pages = survey.config.pages ?? [];
      const page = pages.find((p) => p.extname === pageId);
      if (!page) throw new NotFound('not_found', `The survey "${surveyExtName}" has no page "${pageId}".`);
      if (page.adminOnly && !caller.isUniverseAdmin) throw new Forbidden('admin_only', `The page "${pageId}" is for the universe's administrators.`);
      const forUser = resolveDiscriminators(filterPageForUser(page, caller), { role, view });
      return { ...forUser, id: page.extname, schemaVersion: page.schemaVersion ?? CURRENT_SCHEMA_VERSION };
    },

    /** The pages of a survey for menus (adminOnly ones for administrators only): extname, title, icon, selection interval. */
    async pages(caller: Caller, surveyExtName: string): Promise<{ startPage: string | null; pages: PageSummary[] }> {
      const survey = await db.withTenant(tenant(caller), (c) => surveyRow(c, surveyExtName));
      const pages = (survey.config.pages ?? [])
        .filter((p) => (!p.adminOnly || caller.isUniverseAdmin) && p.extname !== alertScreenPage(survey.config))
        .map(({ extname, title, icon, selectionInterval }) => ({ extname, title, icon, selectionInterval }));
      return { startPage: survey.config.startPage ?? pages[0]?.extname ?? null, pages };
    },

    async configuration(caller: Caller, surveyExtName: string): Promise<{ yaml: string | null; configuration: Partial<SurveyConfiguration> }> {
      const survey = await db.withTenant(tenant(caller), (c) => surveyRow(c, surveyExtName));
      return { yaml: survey.configYaml, configuration: survey.config };
    },

    /** Checks a configuration without saving it: each error and warning with its path and, when known, its YAML line. */
    check(yamlText: string): ConfigurationCheck {
      const parsed = parseConfiguration(yamlText);
      return { valid: parsed.ok, issues: parsed.ok ? [] : parsed.issues, warnings: parsed.warnings };
    },

    /** Saves a valid configuration (YAML and its parsed form together, in one transaction); refuses one with errors. Warnings do not stop it: they are answered. */
    async save(caller: Caller, surveyExtName: string, yamlText: string): Promise<ConfigurationSaved> {
      const parsed = parseConfiguration(yamlText);
      if (!parsed.ok) throw new ConfigurationRejected(parsed.issues, parsed.warnings);
      return db.withTenant(tenant(caller), async (c) => {
        const survey = await surveyRow(c, surveyExtName, true);
        await c.query(`update survey set config = $2, config_yaml = $3 where id = $1`, [survey.id, JSON.stringify(parsed.configuration), yamlText]);
        return { saved: true, pages: parsed.configuration.pages.length, warnings: parsed.warnings };
      });
    },
  };
}

export type PageService = ReturnType<typeof createPageService>;
