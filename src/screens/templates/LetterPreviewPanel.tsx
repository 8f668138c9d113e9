import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { letterPreviewQuery } from '../../api/templates.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';

function pdfBlobUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/**
 * The letter's PDF with the example contact's values, made on request (LibreOffice takes seconds). The PDF shows
 * from a blob: address in a frame (the CSP allows `frame-src blob:`, and `object-src` stays 'none'); the frame is
 * not sandboxed because the browser's PDF viewer refuses to run in a sandboxed frame, and a PDF we made ourselves
 * runs no script of ours. When LibreOffice is missing the server says so (503) and that text shows here.
 */
export function LetterPreviewPanel({ surveyExtName, templateId, fileName }: { surveyExtName: string; templateId: number; fileName: string | null }) {
  const intl = useIntl();
  const { api } = useSession();
  const [requested, setRequested] = useState(false);
  const preview = useQuery({ ...letterPreviewQuery(api, surveyExtName, templateId), enabled: requested && Boolean(fileName) });
  const pdf = preview.data?.pdf;
  // One blob: address per PDF, given back when the PDF changes or the screen closes.
  const url = useMemo(() => (pdf ? pdfBlobUrl(pdf) : null), [pdf]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const ask = () => (requested ? void preview.refetch() : setRequested(true));

  return (
    <Stack spacing={1.5} component="section" aria-label={intl.formatMessage({ id: 'template.letter.preview' })}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={ask} disabled={!fileName || preview.isFetching}>
          <FormattedMessage id="template.letter.preview" />
        </Button>
        {preview.isFetching && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <span>
              <FormattedMessage id="template.letter.rendering" />
            </span>
          </Stack>
        )}
        {!fileName && (
          <span>
            <FormattedMessage id="template.letter.uploadFirst" />
          </span>
        )}
      </Stack>
      {preview.isError && !preview.isFetching && (
        <Alert severity="error" data-testid="letter-preview-error">
          {errorMessage(preview.error, intl)}
        </Alert>
      )}
      {url && preview.data && !preview.isError && (
        <>
          <Box
            component="iframe"
            src={url}
            title={intl.formatMessage({ id: 'template.letter.previewFrame' })}
            data-testid="letter-preview"
            sx={{ width: '100%', height: 640, border: 1, borderColor: 'divider' }}
          />
          <Link href={url} download={preview.data.fileName}>
            <FormattedMessage id="template.letter.download" values={{ file: preview.data.fileName }} />
          </Link>
        </>
      )}
    </Stack>
  );
}
