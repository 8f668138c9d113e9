/**
 * Config blocks and meta properties of the survey details (spec 3 section 7: vuejs/surveys/configblocks and
 * metaproperty; the spec names the calls but no fields). Our reading: a config block is one top-level block of the
 * survey's configuration YAML (the CONFIGURATION script), edited as the YAML text of its value; a meta property is a
 * key/value text kept in the configuration's `metaProperties` map. Both change the configuration in its YAML (the
 * comments and layout of the rest kept) and are saved only when the whole is valid by the rules a CONFIGURATION
 * script save uses (server/pages/configuration.ts), so a block can change the pages at once and never breaks them.
 */
import { Document, isMap, isScalar, parseDocument, stringify } from 'yaml';
import { readYaml } from '../../engine/descriptor/yamlSource';
import { Invalid } from '../errors';
import { parseConfiguration } from '../pages/configuration';
import { ConfigurationRejected } from '../pages/service';
import type { AnalyticsContext } from '../survey/context';
import { administeredSurvey, type AdministeredSurvey } from './administered-survey';
import type { ConfigBlock } from '../../schemas/api/config-block.gen';
import type { ConfigBlocks } from '../../schemas/api/config-blocks.gen';
import type { ConfigBlockSave } from '../../schemas/api/config-block-save.gen';
import type { MetaPropertySave } from '../../schemas/api/meta-property-save.gen';

/** The configuration key that holds the meta properties; edited through metaproperty, not as a block. */
export const META_PROPERTIES = 'metaProperties';

/** Written as authors write it: long flow collections stay on their line and `[a, b]` keeps its tight brackets. */
const AS_WRITTEN = { lineWidth: 0, flowCollectionPadding: false } as const;

const documentOf = (survey: AdministeredSurvey) => parseDocument(survey.configYaml ?? stringify(survey.config));

/** The YAML text of one value, with the comments that belong to it. */
function valueText(value: unknown): string {
  const doc = new Document();
  doc.contents = value as Document['contents'];
  return doc.toString(AS_WRITTEN);
}

function blocksOf(surveyId: number, doc: Document, config: Record<string, unknown>): ConfigBlocks {
  const blocks: ConfigBlock[] = [];
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (name !== META_PROPERTIES) blocks.push({ name, yaml: valueText(pair.value) });
    }
  }
  const properties = (config[META_PROPERTIES] ?? {}) as Record<string, string>;
  return {
    surveyId,
    blocks,
    metaProperties: Object.keys(properties)
      .sort()
      .map((key) => ({ key, value: properties[key]! })),
  };
}

/** Saves the changed document when the whole configuration is valid (422 with pointers and lines otherwise). */
async function save(ctx: AnalyticsContext, surveyId: number, doc: Document): Promise<ConfigBlocks> {
  const text = doc.toString(AS_WRITTEN);
  const parsed = parseConfiguration(text);
  if (!parsed.ok) throw new ConfigurationRejected(parsed.issues, parsed.warnings);
  await ctx.client.query(`update survey set config = $2, config_yaml = $3 where id = $1`, [surveyId, JSON.stringify(parsed.configuration), text]);
  return blocksOf(surveyId, parseDocument(text), parsed.configuration as unknown as Record<string, unknown>);
}

export async function listConfigBlocks(ctx: AnalyticsContext, surveyId: number): Promise<ConfigBlocks> {
  const survey = await administeredSurvey(ctx, surveyId);
  return blocksOf(survey.id, documentOf(survey), survey.config);
}

/** A new block to fill in: a name the configuration does not use yet and an empty mapping. Nothing is saved. */
export async function newConfigBlock(ctx: AnalyticsContext, surveyId: number): Promise<ConfigBlock> {
  const survey = await administeredSurvey(ctx, surveyId);
  const used = new Set(Object.keys(survey.config));
  let n = 1;
  while (used.has(n === 1 ? 'newBlock' : `newBlock${n}`)) n++;
  return { name: n === 1 ? 'newBlock' : `newBlock${n}`, yaml: '{}\n' };
}

/** Sets (or, with an empty text, removes) one top-level block; answers the blocks as saved. */
export async function saveConfigBlock(ctx: AnalyticsContext, { surveyId, name, yaml }: ConfigBlockSave): Promise<ConfigBlocks> {
  if (name === META_PROPERTIES)
    throw new Invalid('meta_properties_block', 'The metaProperties block holds the meta properties: change them one by one as meta properties.');
  const survey = await administeredSurvey(ctx, surveyId, true);
  const doc = documentOf(survey);
  if (yaml.trim() === '') {
    doc.delete(name);
    return save(ctx, survey.id, doc);
  }
  const block = readYaml(yaml);
  if (block.syntaxErrors.length > 0) throw new ConfigurationRejected(block.syntaxErrors.map((issue) => ({ ...issue, path: `/${name}` })));
  doc.set(name, parseDocument(yaml).contents);
  return save(ctx, survey.id, doc);
}

/** Sets (or, with an empty value, removes) one meta property; answers the blocks and properties as saved. */
export async function saveMetaProperty(ctx: AnalyticsContext, { surveyId, key, value }: MetaPropertySave): Promise<ConfigBlocks> {
  const survey = await administeredSurvey(ctx, surveyId, true);
  const doc = documentOf(survey);
  const map = doc.get(META_PROPERTIES);
  if (value.trim() !== '') doc.setIn([META_PROPERTIES, key], value.trim());
  else if (isMap(map)) {
    map.delete(key);
    if (map.items.length === 0) doc.delete(META_PROPERTIES);
  }
  return save(ctx, survey.id, doc);
}
