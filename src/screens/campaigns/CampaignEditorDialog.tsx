import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { formatValue, parseRoute, type FilterToken } from '../../../core/drillpath/tokens.ts';
import type { CampaignEvent } from '../../../machines/campaign.machine.ts';
import { editorErrors } from '../../../machines/campaignEditor.ts';
import { ILLEGAL_FILTER, stepErrors, type WizardDraft } from '../../../machines/campaignWizard.ts';
import type { ApiReader } from '../../api/client.ts';
import { campaignInfoQuery, type CampaignDetails } from '../../api/campaigns.ts';
import type { MessageId } from '../../i18n/index.ts';
import { SettingsStep } from './wizard/SettingsStep.tsx';
import { TemplateStep } from './wizard/TemplateStep.tsx';
import { mailFilterText } from './wizard/RecipientsStep.tsx';

const TABS = ['sendings', 'template', 'validation', 'filters'] as const;
type EditorTab = (typeof TABS)[number];

export interface CampaignEditorDialogProps {
  api: ApiReader;
  surveyExtName: string;
  /** The campaign as loaded: its mail filters and drill path, and what the PUT sends back. */
  campaign: CampaignDetails;
  draft: WizardDraft;
  send(event: CampaignEvent): void;
  isRoot: boolean;
  /** While the update runs. */
  busy: boolean;
  /** Why the server refused the update. */
  error: string | null;
}

function filtersOf(link: string): FilterToken[] {
  try {
    return parseRoute(link).filters;
  } catch {
    return [];
  }
}

/**
 * The campaign editor (spec 3 sections 2, 4 and 5): the wizard's steps 1 and 2 as the sendings and template tabs, the
 * campaign's mail filters as data validation (illegal always on) and its drill path's filters. Update is disabled
 * unless the first two tabs are valid; Cancel closes unsaved.
 */
export function CampaignEditorDialog({ api, surveyExtName, campaign, draft, send, isRoot, busy, error }: CampaignEditorDialogProps) {
  const intl = useIntl();
  const [tab, setTab] = useState<EditorTab>('sendings');
  // The sending types the survey enables and the senders on offer: the wizard's data for the campaign's own drill path.
  const info = useQuery(
    campaignInfoQuery(api, {
      surveyExtName,
      mailAction: campaign.mailAction,
      drillPath: campaign.link,
      query: { mailFilters: '', sendingType: draft.sendingType ?? campaign.sendingType },
    }),
  );
  const errors = editorErrors(draft);
  const invalid = (t: EditorTab) =>
    t === 'sendings' ? Object.keys(stepErrors(1, draft)).length > 0 : t === 'template' ? Object.keys(stepErrors(2, draft)).length > 0 : false;
  const filters = filtersOf(campaign.link);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const noData = <Alert severity="info">{t('campaign.editor.noData')}</Alert>;

  return (
    <Dialog open fullWidth maxWidth="md" onClose={() => !busy && send({ type: 'CANCEL' })} aria-labelledby="campaign-editor-title">
      <DialogTitle id="campaign-editor-title">{intl.formatMessage({ id: 'campaign.editor.title' }, { name: campaign.title })}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_e, v: EditorTab) => setTab(v)} aria-label={t('campaign.editor.tabs')} variant="scrollable" sx={{ mb: 2 }}>
          {TABS.map((id) => (
            <Tab
              key={id}
              value={id}
              id={`campaign-editor-tab-${id}`}
              aria-controls={`campaign-editor-panel-${id}`}
              label={t(`campaign.editor.tab.${id}` as MessageId)}
              sx={invalid(id) ? { color: 'error.main' } : undefined}
            />
          ))}
        </Tabs>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => send({ type: 'DISMISS' })}>
            {intl.formatMessage({ id: 'campaign.editor.failed' }, { message: error })}
          </Alert>
        )}
        <Box role="tabpanel" id={`campaign-editor-panel-${tab}`} aria-labelledby={`campaign-editor-tab-${tab}`} sx={{ pt: 1 }}>
          {tab === 'sendings' && <SettingsStep draft={draft} send={send} errors={errors} info={info.data} isRoot={isRoot} />}
          {tab === 'template' && <TemplateStep draft={draft} send={send} errors={errors} info={info.data} api={api} surveyExtName={surveyExtName} />}
          {tab === 'validation' &&
            (campaign.campaignFilters.length === 0 ? (
              noData
            ) : (
              <FormGroup>
                {campaign.campaignFilters.map((f) => {
                  const illegal = f.extname === ILLEGAL_FILTER;
                  const extname = f.extname;
                  return (
                    <FormControlLabel
                      key={extname ?? f.title}
                      label={extname ? mailFilterText(intl, extname, f.title) : f.title}
                      control={
                        <Checkbox
                          checked={illegal || (extname ? draft.mailFilters.includes(extname) : f.selected)}
                          disabled={illegal || !extname}
                          onChange={() => extname && send({ type: 'TOGGLE_FILTER', extname })}
                        />
                      }
                    />
                  );
                })}
              </FormGroup>
            ))}
          {tab === 'filters' &&
            (filters.length === 0 ? (
              noData
            ) : (
              <List dense aria-label={t('campaign.editor.tab.filters')}>
                {filters.map((f) => (
                  <ListItem key={f.name}>
                    <ListItemText primary={f.name} secondary={f.values.map(formatValue).join(', ')} />
                  </ListItem>
                ))}
              </List>
            ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => send({ type: 'CANCEL' })} disabled={busy}>
          {t('campaign.editor.cancel')}
        </Button>
        <Button variant="contained" onClick={() => send({ type: 'UPDATE' })} disabled={busy || Object.keys(errors).length > 0}>
          {t('campaign.editor.update')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
