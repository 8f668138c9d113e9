/**
 * `GET vuejs/sample/suggestions/{survey}/{path}/{term}`: units below the drill unit whose name holds the term (as
 * the ranking suggestions), then the samples of the drill unit's subtree whose contact name or e-mail holds it,
 * as one more group. A contact's value is `#<sampleId>` so the caller can tell it from a drill path.
 */
import { contactHidden, drillRequest, requireRight, sampleWithinQuestionFiltersSql, type AnalyticsContext } from '../survey/context';
import { VIEW_SAMPLES } from '../accounts/rights';
import { suggestions, unitChains } from '../analytics/segmented';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen';
import { containsPattern, Params } from '../analytics/sql';
import { text } from '../i18n';

const CONTACTS = 20;

export async function sampleSuggestions(ctx: AnalyticsContext, path: string, term: string): Promise<RankingSuggestions> {
  requireRight(ctx, VIEW_SAMPLES, 'see samples');
  const { unit } = await drillRequest(ctx, path);
  const units = await suggestions(ctx, unit, term);
  // Searching names and e-mail addresses a role may not see would give them away.
  if (contactHidden(ctx)) return units;
  const p = new Params();
  for (const v of [ctx.survey.id, unit.path, containsPattern(term)]) p.add(v);
  const { rows } = await ctx.client.query<{ id: number; name: string | null; email: string | null; unitPath: string; unitName: string }>(
    `select s.id, s.contact ->> 'name' as name, s.contact ->> 'email' as email, u.path as "unitPath", u.name as "unitName"
       from sample s join unit u on u.id = s.unit_id
      where s.survey_id = $1 and (u.path = $2 or left(u.path, length($2) + 1) = $2 || ',')
        and (s.contact ->> 'name' ilike $3 or s.contact ->> 'email' ilike $3) and ${sampleWithinQuestionFiltersSql(ctx, p)}
      order by s.contact ->> 'name', s.id desc
      limit ${CONTACTS}`,
    p.values,
  );
  if (rows.length === 0) return units;
  // A contact is placed by the titles of its unit and the units above it.
  const chainOf = await unitChains(ctx, rows.map((r) => r.unitPath));
  const paths = rows.map((r) => ({
    text: [r.name, r.email && `<${r.email}>`].filter(Boolean).join(' ') || `#${r.id}`,
    value: `#${r.id}`,
    context: [chainOf(r.unitPath), r.unitName].filter(Boolean).join(' › '),
  }));
  return { viewResults: [...units.viewResults, { header: text(ctx.locale, 'sampleSuggestions.customers'), paths }] };
}
