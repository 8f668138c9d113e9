/**
 * The sample editor's data (spec 2 sections 2 and 3, Sample editor data): the sample of the detail page laid out as
 * editor components: a header panel kept apart, one group of variable fields per configured question group, the
 * state questions, the table panels, the comments panel, and the buttons (update, cancel, one state button per
 * state change the rules allow). Opened only through a sample table configuration that enables the editor.
 */
import { canResendEmail, canResendSms, stateButtons } from '../../core/sample/rules';
import type { AnalyticsContext } from '../survey/context';
import { Invalid, NotFound } from '../errors';
import { badInput } from '../survey/context';
import { formatPath, parseRoute } from '../../core/drillpath/tokens';
import { loadSampleRow, sampleAnswer, sampleViewOf, type SampleAnswer, type SampleRecord } from './details';
import { tableName } from './table-panel';
import { actionName, stateName } from './details-texts';
import { sampleTableConfig, sampleTableEntry } from './table-config';
import { pushCampaignChoices } from './campaign-actions';
import { editorMailActions } from './mail-actions';
import type { PushCampaignChoice, SampleEditorComponent, SampleEditorData } from '../../schemas/api/sample-editor-data.gen';
import type { SampleMailActionChoice } from '../../schemas/api/sample-mail-actions.gen';

/** 400 unless the named sample table configuration enables the editor (the list then opens the sample page instead). */
export function assertEditorEnabled(ctx: AnalyticsContext, config: string): void {
  if (!sampleTableConfig(ctx, config).sampleEditor) {
    throw new Invalid('sample_editor_disabled', `The sample table configuration "${config}" of survey "${ctx.survey.extName}" does not enable the sample editor.`);
  }
}

/** What only a saved sample's editor offers: the push button's choices and the mail-action buttons. */
export interface SavedSampleButtons {
  pushCampaigns: PushCampaignChoice[];
  mailActions: SampleMailActionChoice[];
}

/** The saved sample's campaign buttons (none for a sample not saved yet: editorData without them). */
export async function savedSampleButtons(ctx: AnalyticsContext, config: string, sampleId: number): Promise<SavedSampleButtons> {
  return { pushCampaigns: await pushCampaignChoices(ctx, sampleId), mailActions: await editorMailActions(ctx, config) };
}

/** `saved`: the push and mail-action buttons' data (savedSampleButtons); null leaves them out, as for a sample not saved yet. */
export function editorData(ctx: AnalyticsContext, config: string, sample: SampleAnswer, saved: SavedSampleButtons | null = null): SampleEditorData {
  const L = ctx.locale;
  const field = (q: NonNullable<SampleAnswer['evalPeriodQuestion']>): SampleEditorComponent & { question: typeof q } => ({ componentDef: { type: 'variableField', id: `field-${q.questionId}` }, question: q });
  const groups: SampleEditorComponent[] = sample.groups.map((g, i) => ({
    componentDef: { type: 'group', id: `group-${i}`, title: g.title, ...(g.cancelledComment ? { cancelledComment: true } : {}), ...(g.approvedComment ? { approvedComment: true } : {}) },
    components: g.fields.map(field),
  }));
  const stateQuestions = [sample.evalPeriodQuestion, sample.subStateQuestion].filter((q) => q !== null).map(field);
  const names = sampleViewOf(ctx).tableGroups.map(tableName);
  const tables: SampleEditorComponent[] = sample.tableGroups.map((t, i) => ({ componentDef: { type: 'tablePanel', id: `table-${i}`, title: t.title, tableIndex: i, ...(names[i] ? { tablename: names[i] } : {}) } }));
  const buttons: SampleEditorComponent[] = [
    ...stateButtons(sample).map((b) => ({ componentDef: { type: 'stateButton' as const, id: `state-${b.toState}`, title: actionName(b.action, L), fromState: b.fromState, toState: b.toState } })),
    ...(canResendEmail(sample) ? [{ componentDef: { type: 'resendButton' as const, id: 'resend-email', channel: 'email' as const } }] : []),
    ...(canResendSms(sample) ? [{ componentDef: { type: 'resendButton' as const, id: 'resend-sms', channel: 'sms' as const } }] : []),
    ...(saved?.mailActions ?? []).map((a) => ({ componentDef: { type: 'mailActionButton' as const, id: `mail-${a.extname}`, title: a.title, mailAction: a.mailAction } })),
    ...(saved ? [{ componentDef: { type: 'pushCampaignButton' as const, id: 'push', active: saved.pushCampaigns.length > 0, campaigns: saved.pushCampaigns } }] : []),
    // A configuration that opens the editor read-only puts Edit before Update; the dialog shows Update once Edit is clicked.
    ...(sample.canEditState && sampleTableEntry(ctx, config)?.sampleEditorReadOnly === true ? [{ componentDef: { type: 'editButton' as const, id: 'edit' } }] : []),
    ...(sample.canEditState ? [{ componentDef: { type: 'updateButton' as const, id: 'update' } }] : []),
    { componentDef: { type: 'cancelButton', id: 'cancel' } },
  ];
  return {
    sampleId: sample.sampleId,
    config,
    state: sample.state,
    sample,
    headerComponents: [{ componentDef: { type: 'headerPanel', id: 'header' }, header: { title: sample.unitName, stateTitle: stateName(sample.state, L) } }],
    componentsData: [...groups, ...stateQuestions, { componentDef: { type: 'commentsPanel', id: 'comments' } }, { componentDef: { type: 'mailsPanel', id: 'mails' } }, ...tables, ...buttons],
  };
}

/** Where the editor was opened: at the list's drill path (`/{x}`) and from one of its event sources (`?source`). */
export interface EditorOpening {
  x?: string;
  source?: string;
}

const sourceName = (s: unknown): string => (s && typeof s === 'object' && 'extname' in s ? String((s as { extname: unknown }).extname) : String(s));

/** 400 for an event source the sample table does not list or a drill path that is none; 404 for a sample outside the drill path. */
export function assertEditorOpening(ctx: AnalyticsContext, config: string, row: Pick<SampleRecord, 'id' | 'unitPath'>, opening: EditorOpening): void {
  if (opening.source !== undefined) {
    const sources = sampleTableConfig(ctx, config).eventSources.map(sourceName);
    if (!sources.includes(opening.source)) {
      throw new Invalid('unknown_event_source', `The sample table configuration "${config}" has no event source "${opening.source}" (its sources: ${sources.join(', ') || 'none'}).`);
    }
  }
  if (opening.x !== undefined) {
    const unit = formatPath(badInput(() => parseRoute(opening.x!)).path);
    if (row.unitPath !== unit && !row.unitPath.startsWith(`${unit},`)) throw new NotFound('not_in_selection', `Sample ${row.id} is not under ${unit}.`);
  }
}

/** GET vuejs/sampleeditor/{survey}/{config}/{sampleId}[/{x}][?source]. */
export async function sampleEditorData(ctx: AnalyticsContext, config: string, sampleId: number, opening: EditorOpening = {}): Promise<SampleEditorData> {
  assertEditorEnabled(ctx, config);
  const row = await loadSampleRow(ctx, sampleId);
  assertEditorOpening(ctx, config, row, opening);
  return editorData(ctx, config, await sampleAnswer(ctx, sampleViewOf(ctx), row), await savedSampleButtons(ctx, config, sampleId));
}
