/**
 * GET vuejs/sampleeditor/resend/{survey}/{sampleId}/{channel}?address: the editor's resend invitation (spec 1
 * section 4: resend actions validate too). The address the editor shows is put in the configured field, the
 * sample's form is validated by the same rules as the sample page's resend, and the corrected address is stored,
 * logged and used, in one transaction (applySampleAction): when the mail server refuses, nothing is kept.
 */
import { editableFields, initialAnswer, type Answers } from '../../core/sample/rules';
import type { AnalyticsContext } from '../survey/context';
import { Invalid } from '../errors';
import { buildForm, loadSampleRow, sampleViewOf } from './details';
import { applySampleAction, type SampleActionDeps } from './details-update';
import type { SampleResent } from '../../schemas/api/sample-resent.gen';
import type { SampleResendParams } from '../../schemas/api/params/sample-resend-params.gen';

type Channel = SampleResendParams['channel'];

export async function resendInvitation(ctx: AnalyticsContext, deps: SampleActionDeps, sampleId: number, channel: Channel, address: string): Promise<SampleResent> {
  const view = sampleViewOf(ctx);
  const fieldId = channel === 'email' ? view.resendEmailField : view.resendSmsField;
  if (!fieldId) throw new Invalid('resend_not_configured', `Survey "${ctx.survey.extName}" does not resend invitations by ${channel === 'email' ? 'e-mail' : 'SMS'}.`);
  const form = buildForm(ctx, view, await loadSampleRow(ctx, sampleId));
  // The rest of the form as stored, so that only the address can change here.
  const answers: Answers = Object.fromEntries(editableFields(form).map((f) => [f.questionId, initialAnswer(f)]));
  if (fieldId in answers) answers[fieldId] = address.trim();
  const sample = await applySampleAction(ctx, deps, sampleId, channel === 'email' ? 'resendEmail' : 'resendSms', answers);
  const to = sample.groups.flatMap((g) => g.fields).find((f) => f.questionId === fieldId)?.value ?? address.trim();
  return { channel, to, sample };
}
