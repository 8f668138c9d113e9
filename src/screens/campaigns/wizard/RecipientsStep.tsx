import { useQuery } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatFilters, parseFilters, parseRoute, type FilterToken } from '../../../../core/drillpath/tokens.ts';
import { ILLEGAL_FILTER } from '../../../../machines/campaignWizard.ts';
import type { ApiClient } from '../../../api/client.ts';
import type { CampaignInfo, NewCampaignRef } from '../../../api/campaigns.ts';
import { filterListsQuery, type FilterDefinition } from '../../../api/drill.ts';
import type { MessageId } from '../../../i18n/index.ts';
import type { StepProps } from './fields.tsx';
import { RecipientTable } from './RecipientTable.tsx';

const KNOWN_MAIL_FILTERS = new Set(['illegal', 'contacted']);

/** A mail filter's name: ours for the filters we know, else the server's title (the editor's data validation tab too). */
export function mailFilterText(intl: IntlShape, extname: string, title: string): string {
  return KNOWN_MAIL_FILTERS.has(extname) ? intl.formatMessage({ id: `campaign.wizard.mailFilter.${extname}` as MessageId }) : title;
}

function tokensOf(text: string): FilterToken[] {
  try {
    return parseFilters(text);
  } catch {
    return [];
  }
}

/** The survey's choice filters the drill path does not fix already: one option each, or any. */
function choiceFilters(defs: FilterDefinition[], drillPath: string): FilterDefinition[] {
  let fixed: string[] = [];
  try {
    fixed = parseRoute(drillPath).filters.map((f) => f.name);
  } catch {
    // The server says what is wrong with the path.
  }
  return defs.filter((d) => d.options.length > 0 && !d.range && !d.dateInterval && !d.serverSide && !fixed.includes(d.extName));
}

/**
 * Step 3: filters on top of the drill path, the mail filters (illegal ticked and fixed), and the recipient table whose
 * rows can be removed; the count above it follows every change.
 */
export function RecipientsStep({
  draft,
  send,
  info,
  api,
  newCampaign,
}: StepProps & { info: CampaignInfo | undefined; api: ApiClient; newCampaign: NewCampaignRef }) {
  const intl = useIntl();
  const lists = useQuery(filterListsQuery(api, newCampaign.surveyExtName, 'default'));
  const defs = choiceFilters(lists.data?.standardFilterSet.filterGroups.flatMap((g) => g.filters) ?? [], newCampaign.drillPath);
  const chosen = tokensOf(draft.filters);
  const choose = (name: string, value: string) => {
    const rest = chosen.filter((t) => t.name !== name);
    const next = value ? [...rest, { name, values: [{ value, exclude: false, contains: false }] }] : rest;
    send({ type: 'EDIT', patch: { filters: next.length ? formatFilters(next) : '' } });
  };
  const mailFilterTitle = (extname: string, title: string) => mailFilterText(intl, extname, title);
  return (
    <Stack spacing={2}>
      {defs.length > 0 && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={intl.formatMessage({ id: 'campaign.wizard.filters' })}>
          {defs.map((d) => (
            <TextField
              key={d.extName}
              select
              label={d.title}
              value={chosen.find((t) => t.name === d.extName)?.values[0]?.value ?? ''}
              onChange={(e) => choose(d.extName, e.target.value)}
              sx={{ minWidth: 180 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{intl.formatMessage({ id: 'campaign.wizard.filterAny' })}</MenuItem>
              {d.options.map((o) => (
                <MenuItem key={o.extName} value={o.extName}>
                  {o.title}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
      )}
      {info && (
        <FormGroup role="group" aria-labelledby="wizard-mail-filters">
          <FormLabel id="wizard-mail-filters">{intl.formatMessage({ id: 'campaign.wizard.mailFilters' })}</FormLabel>
          {info.mailFilters.map((f) => {
            const illegal = f.extname === ILLEGAL_FILTER;
            return (
              <FormControlLabel
                key={f.extname}
                title={f.help}
                label={intl.formatMessage({ id: 'campaign.wizard.mailFilter.count' }, { title: mailFilterTitle(f.extname, f.title), n: f.nInterviews })}
                control={
                  <Checkbox
                    checked={illegal || draft.mailFilters.includes(f.extname)}
                    disabled={illegal}
                    onChange={() => send({ type: 'TOGGLE_FILTER', extname: f.extname })}
                  />
                }
              />
            );
          })}
        </FormGroup>
      )}
      <Typography role="status" data-testid="recipient-count" variant="h6" component="p">
        {info ? intl.formatMessage({ id: 'campaign.wizard.recipients.count' }, { n: info.numberCustomers }) : ''}
      </Typography>
      <RecipientTable api={api} newCampaign={newCampaign} onRemove={(id) => send({ type: 'REMOVE_RECIPIENTS', ids: [id] })} />
    </Stack>
  );
}
