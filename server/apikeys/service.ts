/**
 * API keys of a survey (spec 3 sections 3 and 7, vuejs/surveys/apikey*; issue 21): list, create (the token is in
 * the answer once), save type and path, delete (revokes). Administrators of the universe and root only (declared
 * on the routes); the rows are the universe's (row-level security) and the survey's.
 */
import { parseRoute } from '../../core/drillpath/tokens';
import { Invalid, NotFound } from '../errors';
import { badInput, resolveUnit, topUnit, type AnalyticsContext } from '../survey/context';
import { newToken } from './token';
import type { ApiKey } from '../../schemas/api/api-key.gen';
import type { ApiKeyCreated } from '../../schemas/api/api-key-created.gen';
import type { ApiKeyList } from '../../schemas/api/api-key-list.gen';

const COLUMNS = `id::int as id, ext_name as extname, type, path`;
export const BIG_SCREEN = 4;
const TYPES = [1, 2, 3, BIG_SCREEN];

export async function listApiKeys(ctx: AnalyticsContext): Promise<ApiKeyList> {
  const { rows } = await ctx.client.query<ApiKey>(`select ${COLUMNS} from api_key where survey_id = $1 order by id`, [ctx.survey.id]);
  return { apiKeyRows: rows };
}

/** A drill path of the survey's units (filters are not part of a key's path): the unit's own path, checked. */
async function keyPath(ctx: AnalyticsContext, path: string | undefined): Promise<string> {
  if (path === undefined) return (await topUnit(ctx)).path;
  const route = badInput(() => parseRoute(path));
  if (route.filters.length) throw new Invalid('bad_key_path', `An API key's path is a drill path without filters, not "${path}".`);
  return (await resolveUnit(ctx, route.path)).path;
}

function keyType(type: number | undefined): number {
  const t = type ?? BIG_SCREEN;
  if (!TYPES.includes(t)) throw new Invalid('bad_key_type', `An API key's type is 1, 2, 3 or 4, not ${t}.`);
  return t;
}

export async function createApiKey(ctx: AnalyticsContext, input: { type?: number; path?: string }): Promise<ApiKeyCreated> {
  const type = keyType(input.type);
  const path = await keyPath(ctx, input.path);
  const made = newToken(ctx.universeId);
  const { rows } = await ctx.client.query<ApiKey>(
    `insert into api_key (universe_id, survey_id, ext_name, type, path, token_hash, user_id) values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [ctx.universeId, ctx.survey.id, made.extName, type, path, made.hash, ctx.userId],
  );
  return { apiKey: rows[0]!, token: made.token };
}

/** Saves a key's type and path; its extname and token stay. */
export async function saveApiKey(ctx: AnalyticsContext, key: ApiKey): Promise<ApiKeyList> {
  const type = keyType(key.type);
  const path = await keyPath(ctx, key.path);
  const { rowCount } = await ctx.client.query(`update api_key set type = $3, path = $4 where id = $1 and survey_id = $2`, [key.id, ctx.survey.id, type, path]);
  if (!rowCount) throw new NotFound('unknown_api_key', `Survey "${ctx.survey.extName}" has no API key ${key.id}.`);
  return listApiKeys(ctx);
}

/** Deletes the key: its token stops working at once. */
export async function deleteApiKey(ctx: AnalyticsContext, id: number): Promise<ApiKeyList> {
  const { rowCount } = await ctx.client.query(`delete from api_key where id = $1 and survey_id = $2`, [id, ctx.survey.id]);
  if (!rowCount) throw new NotFound('unknown_api_key', `Survey "${ctx.survey.extName}" has no API key ${id}.`);
  return listApiKeys(ctx);
}
