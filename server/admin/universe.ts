/**
 * The universe editor of the survey list (spec 3 section 3, Universe; vuejs/surveys/universedata): the caller's
 * universe, its title, locales, default locale and sheet key. The name is the universe's key and stays.
 */
import { Invalid } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import type { UniverseData } from '../../schemas/api/universe-data.gen';

const COLUMNS = `name, title, locales, default_locale as "defaultLocale", sheet_key as "sheetKey"`;

export async function getUniverseData(ctx: AnalyticsContext): Promise<UniverseData> {
  const { rows } = await ctx.client.query<UniverseData>(`select ${COLUMNS} from universe where id = $1`, [ctx.universeId]);
  return rows[0]!;
}

export async function saveUniverseData(ctx: AnalyticsContext, data: UniverseData): Promise<UniverseData> {
  if (!data.locales.includes(data.defaultLocale)) {
    throw new Invalid('bad_default_locale', `The default locale "${data.defaultLocale}" is not one of the universe's locales (${data.locales.join(', ')}).`);
  }
  const title = data.title.trim();
  if (!title) throw new Invalid('title_required', 'The universe needs a title.');
  const { rows } = await ctx.client.query<UniverseData>(
    `update universe set title = $2, locales = $3::jsonb, default_locale = $4, sheet_key = $5 where id = $1 returning ${COLUMNS}`,
    [ctx.universeId, title, JSON.stringify(data.locales), data.defaultLocale, data.sheetKey.trim()],
  );
  return rows[0]!;
}
