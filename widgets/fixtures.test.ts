import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { childComponents, componentTreeIssues, createRegistry, toIssues } from '../engine/index.tsx';
import { WIDGETS } from './index.ts';
import type { ComponentDescriptor } from '../schemas/page/component.gen.ts';
import { check, dataValidator } from '../schemas/validators.ts';
import { apiSchemas } from '../schemas/api/index.gen.ts';

/** A second call's answer that is no component's data (the action plan's `actionChart/{id}`, a campaign's `trackings`): checked against its API schema. */
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
for (const schema of apiSchemas) ajv.addSchema(schema);
const API_CHILDREN: Record<string, string> = { 'actionChart/': 'ActionChart#', trackings: 'CampaignTrackings#' };

/** Every fixture must be something the server could really send: configs and data valid against the schemas. */
describe('widget fixtures', () => {
  const widgets = createRegistry(WIDGETS).all();

  it('registers the first widgets', () => {
    expect(widgets.map((w) => w.type)).toEqual(['actionManager', 'actionOverview', 'actionPlan', 'alertList', 'benchmarkChart', 'choiceLineChart', 'dataTable', 'dataUploader', 'deltaChart', 'developmentLineChart', 'discriminator', 'effectChart', 'feedbackOverview', 'feedbackSearch', 'feedbackSentiment', 'gamificationOverview', 'globalCampaignsList', 'globalOverview', 'globalValuesTable', 'groupedChart', 'importSetList', 'indicatorBlock', 'mailCampaignDetails', 'mailCampaignsList', 'mailTemplatesList', 'menuBlock', 'priorityChart', 'questionSearch', 'rankingTable', 'recordTable', 'resultsBlock', 'sampleTable', 'selectionBlock', 'staticTable', 'textAnalytics', 'variableActionBlock', 'variableBlock']);
  });

  for (const widget of widgets) {
    describe(widget.type, () => {
      it('has at least one fixture', () => expect(widget.fixtures.length).toBeGreaterThan(0));

      for (const fixture of widget.fixtures) {
        it(`"${fixture.name}": config valid, nested components too (unknown types only where the fixture shows that fallback)`, () => {
          const descriptor = { type: widget.type, id: 'fixture', config: fixture.config } as ComponentDescriptor;
          const issues = componentTreeIssues(descriptor).filter((i) => !i.message.startsWith('Unknown component: notAWidget'));
          expect(issues).toEqual([]);
        });

        it(`"${fixture.name}": data valid against the data schema`, () => {
          if (fixture.data === undefined) {
            expect(toIssues(check(dataValidator(widget.type)!, {}))).toEqual([]);
            return;
          }
          expect(toIssues(check(dataValidator(widget.type)!, fixture.data))).toEqual([]);
        });

        it(`"${fixture.name}": data of nested components valid against their types`, () => {
          const nested = new Map(childComponents({ type: widget.type, id: 'fixture', config: fixture.config } as ComponentDescriptor).flatMap(function walk(c): [string, string][] {
            return [[c.component.id, c.component.type], ...childComponents(c.component).flatMap(walk)];
          }));
          for (const [key, value] of Object.entries(fixture.children ?? {})) {
            const api = Object.entries(API_CHILDREN).find(([prefix]) => key.startsWith(prefix))?.[1];
            if (api) {
              const validate = ajv.getSchema(api)!;
              expect(validate(value) ? [] : validate.errors).toEqual([]);
              continue;
            }
            const type = nested.get(key) ?? (key.startsWith('chart/') ? 'developmentLineChart' : undefined);
            expect(type, `fixture child "${key}" belongs to no nested component`).toBeDefined();
            expect(toIssues(check(dataValidator(type!)!, value))).toEqual([]);
          }
        });
      }
    });
  }
});
