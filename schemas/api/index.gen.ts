/* Generated from the files of schemas/api/ by `npm run gen`. Do not edit: change the schema and regenerate. */
import ActionChartRequestSchema from './action-chart-request.schema.json' with { type: 'json' };
import ActionChartSchema from './action-chart.schema.json' with { type: 'json' };
import ActionDeletedSchema from './action-deleted.schema.json' with { type: 'json' };
import ActionEditDataSchema from './action-edit-data.schema.json' with { type: 'json' };
import ActionEffectivePeriodSchema from './action-effective-period.schema.json' with { type: 'json' };
import ActionEvaluationSchema from './action-evaluation.schema.json' with { type: 'json' };
import ActionManagerDataSchema from './action-manager-data.schema.json' with { type: 'json' };
import ActionPlanDataSchema from './action-plan-data.schema.json' with { type: 'json' };
import ActionSaveErrorSchema from './action-save-error.schema.json' with { type: 'json' };
import ActionSaveSchema from './action-save.schema.json' with { type: 'json' };
import ActionValueRequestSchema from './action-value-request.schema.json' with { type: 'json' };
import ActionValueSchema from './action-value.schema.json' with { type: 'json' };
import AddInterviewCommentRequestSchema from './add-interview-comment-request.schema.json' with { type: 'json' };
import AlertDetailsSchema from './alert-details.schema.json' with { type: 'json' };
import AlertListSchema from './alert-list.schema.json' with { type: 'json' };
import AlertSaveErrorSchema from './alert-save-error.schema.json' with { type: 'json' };
import AlertSaveSchema from './alert-save.schema.json' with { type: 'json' };
import ApiKeyCreatedSchema from './api-key-created.schema.json' with { type: 'json' };
import ApiKeyListSchema from './api-key-list.schema.json' with { type: 'json' };
import ApiKeySchema from './api-key.schema.json' with { type: 'json' };
import BigScreenDataSchema from './big-screen-data.schema.json' with { type: 'json' };
import BugListSchema from './bug-list.schema.json' with { type: 'json' };
import BugReportSchema from './bug-report.schema.json' with { type: 'json' };
import BugsDeletedSchema from './bugs-deleted.schema.json' with { type: 'json' };
import CampaignConfigurationSchema from './campaign-configuration.schema.json' with { type: 'json' };
import CampaignDetailsSchema from './campaign-details.schema.json' with { type: 'json' };
import CampaignInfoSchema from './campaign-info.schema.json' with { type: 'json' };
import CampaignLinkUrlSchema from './campaign-link-url.schema.json' with { type: 'json' };
import CampaignListSchema from './campaign-list.schema.json' with { type: 'json' };
import CampaignResultSchema from './campaign-result.schema.json' with { type: 'json' };
import CampaignStartSchema from './campaign-start.schema.json' with { type: 'json' };
import CampaignTrackingsSchema from './campaign-trackings.schema.json' with { type: 'json' };
import CellDetailsSchema from './cell-details.schema.json' with { type: 'json' };
import ChartDataSchema from './chart-data.schema.json' with { type: 'json' };
import ClientConfigSchema from './client-config.schema.json' with { type: 'json' };
import ConfigBlockSaveSchema from './config-block-save.schema.json' with { type: 'json' };
import ConfigBlockSchema from './config-block.schema.json' with { type: 'json' };
import ConfigBlocksSchema from './config-blocks.schema.json' with { type: 'json' };
import ConfigurationCheckSchema from './configuration-check.schema.json' with { type: 'json' };
import ConfigurationSavedSchema from './configuration-saved.schema.json' with { type: 'json' };
import CopyActionDataSchema from './copy-action-data.schema.json' with { type: 'json' };
import CopyActionRequestSchema from './copy-action-request.schema.json' with { type: 'json' };
import CopyActionResultSchema from './copy-action-result.schema.json' with { type: 'json' };
import DataTableRowDeletedSchema from './data-table-row-deleted.schema.json' with { type: 'json' };
import DataTableRowErrorSchema from './data-table-row-error.schema.json' with { type: 'json' };
import DataTableRowSaveSchema from './data-table-row-save.schema.json' with { type: 'json' };
import DataTableRowSchema from './data-table-row.schema.json' with { type: 'json' };
import DataTableSchema from './data-table.schema.json' with { type: 'json' };
import EffectBlockListSchema from './effect-block-list.schema.json' with { type: 'json' };
import EffectBlockSchema from './effect-block.schema.json' with { type: 'json' };
import EmailAvailabilitySchema from './email-availability.schema.json' with { type: 'json' };
import ApiErrorSchema from './error.schema.json' with { type: 'json' };
import FilterListSchema from './filter-list.schema.json' with { type: 'json' };
import FilterQuerySchema from './filter-query.schema.json' with { type: 'json' };
import GamificationOverviewSchema from './gamification-overview.schema.json' with { type: 'json' };
import GlobalCampaignListSchema from './global-campaign-list.schema.json' with { type: 'json' };
import GlobalOverviewSchema from './global-overview.schema.json' with { type: 'json' };
import GlobalValuesTableSchema from './global-values-table.schema.json' with { type: 'json' };
import HealthSchema from './health.schema.json' with { type: 'json' };
import IdentityProviderUserSchema from './identity-provider-user.schema.json' with { type: 'json' };
import ImpersonateRequestSchema from './impersonate-request.schema.json' with { type: 'json' };
import ImportResultSchema from './import-result.schema.json' with { type: 'json' };
import ImportSetListSchema from './import-set-list.schema.json' with { type: 'json' };
import ImportSetSchema from './import-set.schema.json' with { type: 'json' };
import IndicatorBlockSchema from './indicator-block.schema.json' with { type: 'json' };
import InterviewCommentSchema from './interview-comment.schema.json' with { type: 'json' };
import InterviewDataSchema from './interview-data.schema.json' with { type: 'json' };
import LetterHelpDataSchema from './letter-help-data.schema.json' with { type: 'json' };
import LetterPagePreviewSchema from './letter-page-preview.schema.json' with { type: 'json' };
import LetterPreviewSchema from './letter-preview.schema.json' with { type: 'json' };
import LoadCountSchema from './load-count.schema.json' with { type: 'json' };
import LocalizedTextSchema from './localized-text.schema.json' with { type: 'json' };
import LoginRequestSchema from './login-request.schema.json' with { type: 'json' };
import MailEditorImagesSchema from './mail-editor-images.schema.json' with { type: 'json' };
import MailEditorOptionsSchema from './mail-editor-options.schema.json' with { type: 'json' };
import MailEditorTemplateSchema from './mail-editor-template.schema.json' with { type: 'json' };
import MailEditorTemplatesSchema from './mail-editor-templates.schema.json' with { type: 'json' };
import MailboxSchema from './mailbox.schema.json' with { type: 'json' };
import MessageTemplateListSchema from './message-template-list.schema.json' with { type: 'json' };
import MessageTemplateSaveErrorSchema from './message-template-save-error.schema.json' with { type: 'json' };
import MessageTemplateSaveSchema from './message-template-save.schema.json' with { type: 'json' };
import MessageTemplateSchema from './message-template.schema.json' with { type: 'json' };
import MetaChoiceSchema from './meta-choice.schema.json' with { type: 'json' };
import MetaPropertySaveSchema from './meta-property-save.schema.json' with { type: 'json' };
import MetaPropertySchema from './meta-property.schema.json' with { type: 'json' };
import MetaQuestionGroupSchema from './meta-question-group.schema.json' with { type: 'json' };
import MetaQuestionSchema from './meta-question.schema.json' with { type: 'json' };
import MetadataChoiceSaveSchema from './metadata-choice-save.schema.json' with { type: 'json' };
import MetadataFeaturesSchema from './metadata-features.schema.json' with { type: 'json' };
import MetadataSchema from './metadata.schema.json' with { type: 'json' };
import MetainterviewSchema from './metainterview.schema.json' with { type: 'json' };
import NewTrackingsSchema from './new-trackings.schema.json' with { type: 'json' };
import NotificationChannelGroupSchema from './notification-channel-group.schema.json' with { type: 'json' };
import ActionItemQuerySchema from './params/action-item-query.schema.json' with { type: 'json' };
import ActionParamsSchema from './params/action-params.schema.json' with { type: 'json' };
import ActionPathParamsSchema from './params/action-path-params.schema.json' with { type: 'json' };
import ActionPeriodParamsSchema from './params/action-period-params.schema.json' with { type: 'json' };
import AlertListParamsSchema from './params/alert-list-params.schema.json' with { type: 'json' };
import AlertListQuerySchema from './params/alert-list-query.schema.json' with { type: 'json' };
import ApiKeyCreateQuerySchema from './params/api-key-create-query.schema.json' with { type: 'json' };
import ApiKeyParamsSchema from './params/api-key-params.schema.json' with { type: 'json' };
import BigScreenParamsSchema from './params/big-screen-params.schema.json' with { type: 'json' };
import CallRecordingParamsSchema from './params/call-recording-params.schema.json' with { type: 'json' };
import CampaignClickQuerySchema from './params/campaign-click-query.schema.json' with { type: 'json' };
import CampaignLinkDataParamsSchema from './params/campaign-link-data-params.schema.json' with { type: 'json' };
import CampaignLinkDataQuerySchema from './params/campaign-link-data-query.schema.json' with { type: 'json' };
import CampaignLinkParamsSchema from './params/campaign-link-params.schema.json' with { type: 'json' };
import CampaignListParamsSchema from './params/campaign-list-params.schema.json' with { type: 'json' };
import CampaignParamsSchema from './params/campaign-params.schema.json' with { type: 'json' };
import CampaignPathParamsSchema from './params/campaign-path-params.schema.json' with { type: 'json' };
import CampaignTrackingParamsSchema from './params/campaign-tracking-params.schema.json' with { type: 'json' };
import CellDetailsQuerySchema from './params/cell-details-query.schema.json' with { type: 'json' };
import ChangeUniverseParamsSchema from './params/change-universe-params.schema.json' with { type: 'json' };
import ChartParamsSchema from './params/chart-params.schema.json' with { type: 'json' };
import ChartQuerySchema from './params/chart-query.schema.json' with { type: 'json' };
import ClientConfigQuerySchema from './params/client-config-query.schema.json' with { type: 'json' };
import CommentsDownloadQuerySchema from './params/comments-download-query.schema.json' with { type: 'json' };
import ComponentParamsSchema from './params/component-params.schema.json' with { type: 'json' };
import CreateReportParamsSchema from './params/create-report-params.schema.json' with { type: 'json' };
import DataTableParamsSchema from './params/data-table-params.schema.json' with { type: 'json' };
import DataTableQuerySchema from './params/data-table-query.schema.json' with { type: 'json' };
import DataTableRowParamsSchema from './params/data-table-row-params.schema.json' with { type: 'json' };
import DrillParamsSchema from './params/drill-params.schema.json' with { type: 'json' };
import DrillSuggestionParamsSchema from './params/drill-suggestion-params.schema.json' with { type: 'json' };
import EffectBlockParamsSchema from './params/effect-block-params.schema.json' with { type: 'json' };
import EmailParamsSchema from './params/email-params.schema.json' with { type: 'json' };
import FilterListParamsSchema from './params/filter-list-params.schema.json' with { type: 'json' };
import FilterOptionsParamsSchema from './params/filter-options-params.schema.json' with { type: 'json' };
import FilterOptionsQuerySchema from './params/filter-options-query.schema.json' with { type: 'json' };
import FlexInterviewsQuerySchema from './params/flex-interviews-query.schema.json' with { type: 'json' };
import ForgotPasswordParamsSchema from './params/forgot-password-params.schema.json' with { type: 'json' };
import GlobalValuesStreamQuerySchema from './params/global-values-stream-query.schema.json' with { type: 'json' };
import IndicatorParamsSchema from './params/indicator-params.schema.json' with { type: 'json' };
import IndicatorQuerySchema from './params/indicator-query.schema.json' with { type: 'json' };
import InterviewPdfParamsSchema from './params/interview-pdf-params.schema.json' with { type: 'json' };
import LetterRenderParamsSchema from './params/letter-render-params.schema.json' with { type: 'json' };
import LetterRenderQuerySchema from './params/letter-render-query.schema.json' with { type: 'json' };
import LetterUploadQuerySchema from './params/letter-upload-query.schema.json' with { type: 'json' };
import LettersArchiveQuerySchema from './params/letters-archive-query.schema.json' with { type: 'json' };
import LooseSurveyParamsSchema from './params/loose-survey-params.schema.json' with { type: 'json' };
import MailImageParamsSchema from './params/mail-image-params.schema.json' with { type: 'json' };
import NoQuerySchema from './params/no-query.schema.json' with { type: 'json' };
import PageParamsSchema from './params/page-params.schema.json' with { type: 'json' };
import PageQuerySchema from './params/page-query.schema.json' with { type: 'json' };
import PathPartsSchema from './params/path-parts.schema.json' with { type: 'json' };
import QuestionFilterSuggestionParamsSchema from './params/question-filter-suggestion-params.schema.json' with { type: 'json' };
import RankingListParamsSchema from './params/ranking-list-params.schema.json' with { type: 'json' };
import RankingPageParamsSchema from './params/ranking-page-params.schema.json' with { type: 'json' };
import RecipientsQuerySchema from './params/recipients-query.schema.json' with { type: 'json' };
import RecordTableQuerySchema from './params/record-table-query.schema.json' with { type: 'json' };
import RenderMailQuerySchema from './params/render-mail-query.schema.json' with { type: 'json' };
import ReportTaskParamsSchema from './params/report-task-params.schema.json' with { type: 'json' };
import RoleParamsSchema from './params/role-params.schema.json' with { type: 'json' };
import SampleCopyParamsSchema from './params/sample-copy-params.schema.json' with { type: 'json' };
import SampleCreateParamsSchema from './params/sample-create-params.schema.json' with { type: 'json' };
import SampleCreateQuerySchema from './params/sample-create-query.schema.json' with { type: 'json' };
import SampleDeleteAllQuerySchema from './params/sample-delete-all-query.schema.json' with { type: 'json' };
import SampleEditorAtParamsSchema from './params/sample-editor-at-params.schema.json' with { type: 'json' };
import SampleEditorParamsSchema from './params/sample-editor-params.schema.json' with { type: 'json' };
import SampleEditorQuerySchema from './params/sample-editor-query.schema.json' with { type: 'json' };
import SampleListParamsSchema from './params/sample-list-params.schema.json' with { type: 'json' };
import SampleListQuerySchema from './params/sample-list-query.schema.json' with { type: 'json' };
import SampleMailActionsParamsSchema from './params/sample-mail-actions-params.schema.json' with { type: 'json' };
import SampleMailExampleParamsSchema from './params/sample-mail-example-params.schema.json' with { type: 'json' };
import SampleMailExecuteParamsSchema from './params/sample-mail-execute-params.schema.json' with { type: 'json' };
import SampleMailTrackingQuerySchema from './params/sample-mail-tracking-query.schema.json' with { type: 'json' };
import SampleParamsSchema from './params/sample-params.schema.json' with { type: 'json' };
import SampleResendParamsSchema from './params/sample-resend-params.schema.json' with { type: 'json' };
import SampleResendQuerySchema from './params/sample-resend-query.schema.json' with { type: 'json' };
import SampleTablePanelQuerySchema from './params/sample-table-panel-query.schema.json' with { type: 'json' };
import SampleTableReportParamsSchema from './params/sample-table-report-params.schema.json' with { type: 'json' };
import SampleTableReportQuerySchema from './params/sample-table-report-query.schema.json' with { type: 'json' };
import SampleValidateParamsSchema from './params/sample-validate-params.schema.json' with { type: 'json' };
import SamplesReportQuerySchema from './params/samples-report-query.schema.json' with { type: 'json' };
import ScriptEventParamsSchema from './params/script-event-params.schema.json' with { type: 'json' };
import ScriptParamsSchema from './params/script-params.schema.json' with { type: 'json' };
import ScriptRunPathParamsSchema from './params/script-run-path-params.schema.json' with { type: 'json' };
import ScriptRunQuerySchema from './params/script-run-query.schema.json' with { type: 'json' };
import ScriptSurveyParamsSchema from './params/script-survey-params.schema.json' with { type: 'json' };
import SharedInterviewParamsSchema from './params/shared-interview-params.schema.json' with { type: 'json' };
import SuggestionParamsSchema from './params/suggestion-params.schema.json' with { type: 'json' };
import SurveyAdminParamsSchema from './params/survey-admin-params.schema.json' with { type: 'json' };
import SurveyParamsSchema from './params/survey-params.schema.json' with { type: 'json' };
import SurveyRowParamsSchema from './params/survey-row-params.schema.json' with { type: 'json' };
import TaskParamsSchema from './params/task-params.schema.json' with { type: 'json' };
import TaskQuerySchema from './params/task-query.schema.json' with { type: 'json' };
import TemplateParamsSchema from './params/template-params.schema.json' with { type: 'json' };
import TemplateQuerySchema from './params/template-query.schema.json' with { type: 'json' };
import TemplateTestMailQuerySchema from './params/template-test-mail-query.schema.json' with { type: 'json' };
import TemplateTestSmsQuerySchema from './params/template-test-sms-query.schema.json' with { type: 'json' };
import TextAnalyticsParamsSchema from './params/text-analytics-params.schema.json' with { type: 'json' };
import TextAnalyticsQuerySchema from './params/text-analytics-query.schema.json' with { type: 'json' };
import TrackingIdsQuerySchema from './params/tracking-ids-query.schema.json' with { type: 'json' };
import TrackingsQuerySchema from './params/trackings-query.schema.json' with { type: 'json' };
import UploadMappingParamsSchema from './params/upload-mapping-params.schema.json' with { type: 'json' };
import UploadMappingQuerySchema from './params/upload-mapping-query.schema.json' with { type: 'json' };
import UploaderParamsSchema from './params/uploader-params.schema.json' with { type: 'json' };
import UserChannelsQuerySchema from './params/user-channels-query.schema.json' with { type: 'json' };
import UserListQuerySchema from './params/user-list-query.schema.json' with { type: 'json' };
import UserParamsSchema from './params/user-params.schema.json' with { type: 'json' };
import VariableChartParamsSchema from './params/variable-chart-params.schema.json' with { type: 'json' };
import PasswordResetDoneSchema from './password-reset-done.schema.json' with { type: 'json' };
import PasswordResetSentSchema from './password-reset-sent.schema.json' with { type: 'json' };
import PhoneVoicesSchema from './phone-voices.schema.json' with { type: 'json' };
import PushToCampaignRequestSchema from './push-to-campaign-request.schema.json' with { type: 'json' };
import PushToCampaignResultSchema from './push-to-campaign-result.schema.json' with { type: 'json' };
import QuestionFilterSuggestionsSchema from './question-filter-suggestions.schema.json' with { type: 'json' };
import RankingDataSchema from './ranking-data.schema.json' with { type: 'json' };
import RankingSuggestionsSchema from './ranking-suggestions.schema.json' with { type: 'json' };
import RecordTableSchema from './record-table.schema.json' with { type: 'json' };
import ReportFilterPathsSchema from './report-filter-paths.schema.json' with { type: 'json' };
import ReportMenuSchema from './report-menu.schema.json' with { type: 'json' };
import ReportStatusSchema from './report-status.schema.json' with { type: 'json' };
import ReportTaskSchema from './report-task.schema.json' with { type: 'json' };
import ResetRequestSchema from './reset-request.schema.json' with { type: 'json' };
import ResultsSummarySchema from './results-summary.schema.json' with { type: 'json' };
import RoleDeletedSchema from './role-deleted.schema.json' with { type: 'json' };
import RoleListSchema from './role-list.schema.json' with { type: 'json' };
import RoleSavedSchema from './role-saved.schema.json' with { type: 'json' };
import RoleSchema from './role.schema.json' with { type: 'json' };
import SampleAnswersSchema from './sample-answers.schema.json' with { type: 'json' };
import SampleCommentListSchema from './sample-comment-list.schema.json' with { type: 'json' };
import SampleCommentRequestSchema from './sample-comment-request.schema.json' with { type: 'json' };
import SampleCountSchema from './sample-count.schema.json' with { type: 'json' };
import SampleDeletedSchema from './sample-deleted.schema.json' with { type: 'json' };
import SampleEditorDataSchema from './sample-editor-data.schema.json' with { type: 'json' };
import SampleEditorUpdateSchema from './sample-editor-update.schema.json' with { type: 'json' };
import SampleListBodySchema from './sample-list-body.schema.json' with { type: 'json' };
import SampleListSchema from './sample-list.schema.json' with { type: 'json' };
import SampleMailActionRequestSchema from './sample-mail-action-request.schema.json' with { type: 'json' };
import SampleMailActionsSchema from './sample-mail-actions.schema.json' with { type: 'json' };
import SampleMailExampleSchema from './sample-mail-example.schema.json' with { type: 'json' };
import SampleMailExecuteRequestSchema from './sample-mail-execute-request.schema.json' with { type: 'json' };
import SampleMailExecuteResultSchema from './sample-mail-execute-result.schema.json' with { type: 'json' };
import SampleMailSkipReasonSchema from './sample-mail-skip-reason.schema.json' with { type: 'json' };
import SampleMailTrackingSchema from './sample-mail-tracking.schema.json' with { type: 'json' };
import SampleQuestionSchema from './sample-question.schema.json' with { type: 'json' };
import SampleResentSchema from './sample-resent.schema.json' with { type: 'json' };
import SampleTablePanelSchema from './sample-table-panel.schema.json' with { type: 'json' };
import SampleUpdateRequestSchema from './sample-update-request.schema.json' with { type: 'json' };
import SampleValidateRequestSchema from './sample-validate-request.schema.json' with { type: 'json' };
import SampleValidationSchema from './sample-validation.schema.json' with { type: 'json' };
import SampleSchema from './sample.schema.json' with { type: 'json' };
import ScriptBlockSchema from './script-block.schema.json' with { type: 'json' };
import ScriptDeletedSchema from './script-deleted.schema.json' with { type: 'json' };
import ScriptListSchema from './script-list.schema.json' with { type: 'json' };
import ScriptRunParamsSchema from './script-run-params.schema.json' with { type: 'json' };
import ScriptRunResultSchema from './script-run-result.schema.json' with { type: 'json' };
import ScriptSavedSchema from './script-saved.schema.json' with { type: 'json' };
import SegmentedPathSchema from './segmented-path.schema.json' with { type: 'json' };
import ShareInterviewAnswerSchema from './share-interview-answer.schema.json' with { type: 'json' };
import ShareInterviewRequestSchema from './share-interview-request.schema.json' with { type: 'json' };
import SharedInterviewSchema from './shared-interview.schema.json' with { type: 'json' };
import SmsPartCountSchema from './sms-part-count.schema.json' with { type: 'json' };
import SmsTestRequestSchema from './sms-test-request.schema.json' with { type: 'json' };
import SmsTestResultSchema from './sms-test-result.schema.json' with { type: 'json' };
import SurveyConfigurationScriptSchema from './survey-configuration-script.schema.json' with { type: 'json' };
import SurveyListSchema from './survey-list.schema.json' with { type: 'json' };
import SurveyRefSchema from './survey-ref.schema.json' with { type: 'json' };
import TaskListSchema from './task-list.schema.json' with { type: 'json' };
import TaskStateSchema from './task-state.schema.json' with { type: 'json' };
import TaskTypeSchema from './task-type.schema.json' with { type: 'json' };
import TaskSchema from './task.schema.json' with { type: 'json' };
import TemplateDeletedSchema from './template-deleted.schema.json' with { type: 'json' };
import TemplateLocalesSchema from './template-locales.schema.json' with { type: 'json' };
import TemplateTagsSchema from './template-tags.schema.json' with { type: 'json' };
import TextAnalyticsSchema from './text-analytics.schema.json' with { type: 'json' };
import TextSearchRequestSchema from './text-search-request.schema.json' with { type: 'json' };
import TextSearchResultSchema from './text-search-result.schema.json' with { type: 'json' };
import UniverseDataSchema from './universe-data.schema.json' with { type: 'json' };
import UniverseRefSchema from './universe-ref.schema.json' with { type: 'json' };
import UniverseSettingsSchema from './universe-settings.schema.json' with { type: 'json' };
import UploadMappingSchema from './upload-mapping.schema.json' with { type: 'json' };
import UploadResponseSchema from './upload-response.schema.json' with { type: 'json' };
import UserChannelsSchema from './user-channels.schema.json' with { type: 'json' };
import UserDetailsSchema from './user-details.schema.json' with { type: 'json' };
import UserDTOSchema from './user-dto.schema.json' with { type: 'json' };
import UserEditorDataSchema from './user-editor-data.schema.json' with { type: 'json' };
import UserIdentitySchema from './user-identity.schema.json' with { type: 'json' };
import UserListSchema from './user-list.schema.json' with { type: 'json' };
import UserQuestionFilterSchema from './user-question-filter.schema.json' with { type: 'json' };
import UserSaveErrorSchema from './user-save-error.schema.json' with { type: 'json' };
import UserSavedSchema from './user-saved.schema.json' with { type: 'json' };
import UsernameChangeRequestSchema from './username-change-request.schema.json' with { type: 'json' };
import UsernameChangedSchema from './username-changed.schema.json' with { type: 'json' };
import ValidateCookieRequestSchema from './validate-cookie-request.schema.json' with { type: 'json' };
import ValidateKeycloakRequestSchema from './validate-keycloak-request.schema.json' with { type: 'json' };
import VariableBlockSchema from './variable-block.schema.json' with { type: 'json' };
import VariableChartSchema from './variable-chart.schema.json' with { type: 'json' };
import { PageDescriptorSchema } from './page-descriptor.gen.ts';

/** Every REST payload schema; registered once with Fastify (and so the OpenAPI document) by its `$id`. */
export const apiSchemas = [
  ActionChartRequestSchema,
  ActionChartSchema,
  ActionDeletedSchema,
  ActionEditDataSchema,
  ActionEffectivePeriodSchema,
  ActionEvaluationSchema,
  ActionManagerDataSchema,
  ActionPlanDataSchema,
  ActionSaveErrorSchema,
  ActionSaveSchema,
  ActionValueRequestSchema,
  ActionValueSchema,
  AddInterviewCommentRequestSchema,
  AlertDetailsSchema,
  AlertListSchema,
  AlertSaveErrorSchema,
  AlertSaveSchema,
  ApiKeyCreatedSchema,
  ApiKeyListSchema,
  ApiKeySchema,
  BigScreenDataSchema,
  BugListSchema,
  BugReportSchema,
  BugsDeletedSchema,
  CampaignConfigurationSchema,
  CampaignDetailsSchema,
  CampaignInfoSchema,
  CampaignLinkUrlSchema,
  CampaignListSchema,
  CampaignResultSchema,
  CampaignStartSchema,
  CampaignTrackingsSchema,
  CellDetailsSchema,
  ChartDataSchema,
  ClientConfigSchema,
  ConfigBlockSaveSchema,
  ConfigBlockSchema,
  ConfigBlocksSchema,
  ConfigurationCheckSchema,
  ConfigurationSavedSchema,
  CopyActionDataSchema,
  CopyActionRequestSchema,
  CopyActionResultSchema,
  DataTableRowDeletedSchema,
  DataTableRowErrorSchema,
  DataTableRowSaveSchema,
  DataTableRowSchema,
  DataTableSchema,
  EffectBlockListSchema,
  EffectBlockSchema,
  EmailAvailabilitySchema,
  ApiErrorSchema,
  FilterListSchema,
  FilterQuerySchema,
  GamificationOverviewSchema,
  GlobalCampaignListSchema,
  GlobalOverviewSchema,
  GlobalValuesTableSchema,
  HealthSchema,
  IdentityProviderUserSchema,
  ImpersonateRequestSchema,
  ImportResultSchema,
  ImportSetListSchema,
  ImportSetSchema,
  IndicatorBlockSchema,
  InterviewCommentSchema,
  InterviewDataSchema,
  LetterHelpDataSchema,
  LetterPagePreviewSchema,
  LetterPreviewSchema,
  LoadCountSchema,
  LocalizedTextSchema,
  LoginRequestSchema,
  MailEditorImagesSchema,
  MailEditorOptionsSchema,
  MailEditorTemplateSchema,
  MailEditorTemplatesSchema,
  MailboxSchema,
  MessageTemplateListSchema,
  MessageTemplateSaveErrorSchema,
  MessageTemplateSaveSchema,
  MessageTemplateSchema,
  MetaChoiceSchema,
  MetaPropertySaveSchema,
  MetaPropertySchema,
  MetaQuestionGroupSchema,
  MetaQuestionSchema,
  MetadataChoiceSaveSchema,
  MetadataFeaturesSchema,
  MetadataSchema,
  MetainterviewSchema,
  NewTrackingsSchema,
  NotificationChannelGroupSchema,
  ActionItemQuerySchema,
  ActionParamsSchema,
  ActionPathParamsSchema,
  ActionPeriodParamsSchema,
  AlertListParamsSchema,
  AlertListQuerySchema,
  ApiKeyCreateQuerySchema,
  ApiKeyParamsSchema,
  BigScreenParamsSchema,
  CallRecordingParamsSchema,
  CampaignClickQuerySchema,
  CampaignLinkDataParamsSchema,
  CampaignLinkDataQuerySchema,
  CampaignLinkParamsSchema,
  CampaignListParamsSchema,
  CampaignParamsSchema,
  CampaignPathParamsSchema,
  CampaignTrackingParamsSchema,
  CellDetailsQuerySchema,
  ChangeUniverseParamsSchema,
  ChartParamsSchema,
  ChartQuerySchema,
  ClientConfigQuerySchema,
  CommentsDownloadQuerySchema,
  ComponentParamsSchema,
  CreateReportParamsSchema,
  DataTableParamsSchema,
  DataTableQuerySchema,
  DataTableRowParamsSchema,
  DrillParamsSchema,
  DrillSuggestionParamsSchema,
  EffectBlockParamsSchema,
  EmailParamsSchema,
  FilterListParamsSchema,
  FilterOptionsParamsSchema,
  FilterOptionsQuerySchema,
  FlexInterviewsQuerySchema,
  ForgotPasswordParamsSchema,
  GlobalValuesStreamQuerySchema,
  IndicatorParamsSchema,
  IndicatorQuerySchema,
  InterviewPdfParamsSchema,
  LetterRenderParamsSchema,
  LetterRenderQuerySchema,
  LetterUploadQuerySchema,
  LettersArchiveQuerySchema,
  LooseSurveyParamsSchema,
  MailImageParamsSchema,
  NoQuerySchema,
  PageParamsSchema,
  PageQuerySchema,
  PathPartsSchema,
  QuestionFilterSuggestionParamsSchema,
  RankingListParamsSchema,
  RankingPageParamsSchema,
  RecipientsQuerySchema,
  RecordTableQuerySchema,
  RenderMailQuerySchema,
  ReportTaskParamsSchema,
  RoleParamsSchema,
  SampleCopyParamsSchema,
  SampleCreateParamsSchema,
  SampleCreateQuerySchema,
  SampleDeleteAllQuerySchema,
  SampleEditorAtParamsSchema,
  SampleEditorParamsSchema,
  SampleEditorQuerySchema,
  SampleListParamsSchema,
  SampleListQuerySchema,
  SampleMailActionsParamsSchema,
  SampleMailExampleParamsSchema,
  SampleMailExecuteParamsSchema,
  SampleMailTrackingQuerySchema,
  SampleParamsSchema,
  SampleResendParamsSchema,
  SampleResendQuerySchema,
  SampleTablePanelQuerySchema,
  SampleTableReportParamsSchema,
  SampleTableReportQuerySchema,
  SampleValidateParamsSchema,
  SamplesReportQuerySchema,
  ScriptEventParamsSchema,
  ScriptParamsSchema,
  ScriptRunPathParamsSchema,
  ScriptRunQuerySchema,
  ScriptSurveyParamsSchema,
  SharedInterviewParamsSchema,
  SuggestionParamsSchema,
  SurveyAdminParamsSchema,
  SurveyParamsSchema,
  SurveyRowParamsSchema,
  TaskParamsSchema,
  TaskQuerySchema,
  TemplateParamsSchema,
  TemplateQuerySchema,
  TemplateTestMailQuerySchema,
  TemplateTestSmsQuerySchema,
  TextAnalyticsParamsSchema,
  TextAnalyticsQuerySchema,
  TrackingIdsQuerySchema,
  TrackingsQuerySchema,
  UploadMappingParamsSchema,
  UploadMappingQuerySchema,
  UploaderParamsSchema,
  UserChannelsQuerySchema,
  UserListQuerySchema,
  UserParamsSchema,
  VariableChartParamsSchema,
  PasswordResetDoneSchema,
  PasswordResetSentSchema,
  PhoneVoicesSchema,
  PushToCampaignRequestSchema,
  PushToCampaignResultSchema,
  QuestionFilterSuggestionsSchema,
  RankingDataSchema,
  RankingSuggestionsSchema,
  RecordTableSchema,
  ReportFilterPathsSchema,
  ReportMenuSchema,
  ReportStatusSchema,
  ReportTaskSchema,
  ResetRequestSchema,
  ResultsSummarySchema,
  RoleDeletedSchema,
  RoleListSchema,
  RoleSavedSchema,
  RoleSchema,
  SampleAnswersSchema,
  SampleCommentListSchema,
  SampleCommentRequestSchema,
  SampleCountSchema,
  SampleDeletedSchema,
  SampleEditorDataSchema,
  SampleEditorUpdateSchema,
  SampleListBodySchema,
  SampleListSchema,
  SampleMailActionRequestSchema,
  SampleMailActionsSchema,
  SampleMailExampleSchema,
  SampleMailExecuteRequestSchema,
  SampleMailExecuteResultSchema,
  SampleMailSkipReasonSchema,
  SampleMailTrackingSchema,
  SampleQuestionSchema,
  SampleResentSchema,
  SampleTablePanelSchema,
  SampleUpdateRequestSchema,
  SampleValidateRequestSchema,
  SampleValidationSchema,
  SampleSchema,
  ScriptBlockSchema,
  ScriptDeletedSchema,
  ScriptListSchema,
  ScriptRunParamsSchema,
  ScriptRunResultSchema,
  ScriptSavedSchema,
  SegmentedPathSchema,
  ShareInterviewAnswerSchema,
  ShareInterviewRequestSchema,
  SharedInterviewSchema,
  SmsPartCountSchema,
  SmsTestRequestSchema,
  SmsTestResultSchema,
  SurveyConfigurationScriptSchema,
  SurveyListSchema,
  SurveyRefSchema,
  TaskListSchema,
  TaskStateSchema,
  TaskTypeSchema,
  TaskSchema,
  TemplateDeletedSchema,
  TemplateLocalesSchema,
  TemplateTagsSchema,
  TextAnalyticsSchema,
  TextSearchRequestSchema,
  TextSearchResultSchema,
  UniverseDataSchema,
  UniverseRefSchema,
  UniverseSettingsSchema,
  UploadMappingSchema,
  UploadResponseSchema,
  UserChannelsSchema,
  UserDetailsSchema,
  UserDTOSchema,
  UserEditorDataSchema,
  UserIdentitySchema,
  UserListSchema,
  UserQuestionFilterSchema,
  UserSaveErrorSchema,
  UserSavedSchema,
  UsernameChangeRequestSchema,
  UsernameChangedSchema,
  ValidateCookieRequestSchema,
  ValidateKeycloakRequestSchema,
  VariableBlockSchema,
  VariableChartSchema,
  PageDescriptorSchema,
];
