import { useState } from "react";
import { useIntl } from "react-intl";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { CampaignLinkData } from "../../../schemas/api/user-identity.gen.ts";
import type { ApiReader } from "../../api/client.ts";
import { campaignLinkUrl } from "../../api/campaigns.ts";
import { errorMessage } from "../../shell/errorMessage.ts";

export interface CampaignLinkDialogProps {
  api: ApiReader;
  surveyExtName: string;
  /** The alert list's drill path with its filters: whom the campaign reaches. */
  drillPath: string;
  campaigns: CampaignLinkData[];
  onClose(): void;
}

/**
 * The alert list's campaign dialog (spec 1 sections 2.7 and 9: at most 600 wide): each campaign the survey offers
 * with its text and its action, which asks the server for the campaign's address and opens it in a new tab. The
 * tab opens at the click, before the answer, so no pop-up blocker stops it; a refusal closes it and says why.
 */
export function CampaignLinkDialog({
  api,
  surveyExtName,
  drillPath,
  campaigns,
  onClose,
}: CampaignLinkDialogProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = async (extName: string) => {
    setBusy(extName);
    setError(null);
    const tab = window.open("about:blank", "_blank");
    if (tab) tab.opener = null;
    try {
      const { url } = await campaignLinkUrl(
        api,
        surveyExtName,
        extName,
        drillPath,
      );
      if (tab) tab.location.href = url;
      else window.open(url, "_blank", "noopener");
    } catch (err) {
      tab?.close();
      setError(
        intl.formatMessage(
          { id: "alerts.campaigns.failed" },
          { message: errorMessage(err, intl) },
        ),
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 600 } } }}
      aria-labelledby="campaign-link-title"
    >
      <DialogTitle id="campaign-link-title">
        {intl.formatMessage({ id: "alerts.campaigns.title" })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {campaigns.map((c) => (
            <Stack key={c.extName} spacing={1} data-testid="campaign-link">
              <Typography variant="body1">{c.bodyText}</Typography>
              <Button
                variant="contained"
                sx={{ alignSelf: "flex-start" }}
                disabled={busy !== null}
                onClick={() => void open(c.extName)}
              >
                {c.actionText}
              </Button>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {intl.formatMessage({ id: "common.close" })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
