import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useSession } from '../../../auth/context.ts';
import { pushToCampaigns } from '../../../api/sampleEditor.ts';
import { errorMessage } from '../../../shell/errorMessage.ts';
import type { PushCampaignChoice } from '../../../../schemas/api/sample-editor-data.gen.ts';

/**
 * The editor's push campaign button (spec 2 section 4): disabled when the server says it is not active (no open push
 * campaign to take the sample) and after one click, so that a sample is never pushed twice from one opening.
 */
export function PushCampaignButton(props: { surveyExtName: string; sampleId: number; active: boolean; campaigns: PushCampaignChoice[]; disabled: boolean; onDone: (message: string) => void }) {
  const { api } = useSession();
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const push = useMutation({
    mutationFn: (id: number) => pushToCampaigns(api, props.surveyExtName, props.sampleId, [id]),
    onSuccess: (result) => props.onDone(intl.formatMessage({ id: 'sampleEditor.push.done' }, { name: result.campaigns.map((c) => c.title).join(', ') })),
    onError: (err) => props.onDone(intl.formatMessage({ id: 'sampleEditor.push.failed' }, { message: errorMessage(err, intl) })),
  });
  const used = push.isPending || push.isSuccess || push.isError;
  return (
    <>
      <Button variant="outlined" disabled={props.disabled || !props.active || used} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} data-testid="sample-editor-push">
        <FormattedMessage id="sampleEditor.push" />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {props.campaigns.map((c) => (
          <MenuItem
            key={c.id}
            onClick={() => {
              setAnchor(null);
              push.mutate(c.id);
            }}
          >
            {c.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
