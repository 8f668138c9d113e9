import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { letterPreviewQuery } from '../../api/templates.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';

function pdfBlobUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/**
 * The letter with the example contact's values, made on request (LibreOffice takes seconds): its pages as images the
 * server drew from the PDF (pdftoppm), so no PDF viewer and no frame run in the app, and the PDF itself as a
 * download. When LibreOffice is missing the server says so (503); when only pdftoppm is, the answer says why there
 * are no pages, and that text shows here beside the download. A duplicate's draft (id 0) has nothing to render yet.
 */
export function LetterPreviewPanel({ surveyExtName, templateId, fileName }: { surveyExtName: string; templateId: number; fileName: string | null }) {
  const intl = useIntl();
  const { api } = useSession();
  const [requested, setRequested] = useState(false);
  const ready = Boolean(fileName) && templateId !== 0;
  const preview = useQuery({ ...letterPreviewQuery(api, surveyExtName, templateId), enabled: requested && ready });
  const pdf = preview.data?.pdf;
  // One blob: address per PDF for the download link, given back when the PDF changes or the screen closes.
  const url = useMemo(() => (pdf ? pdfBlobUrl(pdf) : null), [pdf]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const ask = () => (requested ? void preview.refetch() : setRequested(true));
  const data = preview.data;
  const pageCount = data?.pageCount ?? data?.pages.length ?? 0;

  return (
    <Stack spacing={1.5} component="section" aria-label={intl.formatMessage({ id: 'template.letter.preview' })}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={ask} disabled={!ready || preview.isFetching}>
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
      {url && data && !preview.isError && (
        <>
          <Link href={url} download={data.fileName}>
            <FormattedMessage id="template.letter.download" values={{ file: data.fileName }} />
          </Link>
          {data.pagesProblem && (
            <Alert severity="warning" data-testid="letter-pages-problem">
              {data.pagesProblem.message}
            </Alert>
          )}
          {data.pages.length > 0 && data.pages.length < pageCount && (
            <Typography variant="body2" data-testid="letter-pages-capped">
              <FormattedMessage id="template.letter.pagesCapped" values={{ shown: data.pages.length, pages: pageCount }} />
            </Typography>
          )}
          {data.pages.length > 0 && (
            <Stack component="ol" spacing={2} aria-label={intl.formatMessage({ id: 'template.letter.pages' })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.pages.map((page, i) => (
                <Box component="li" key={i}>
                  <Box
                    component="img"
                    src={`data:image/png;base64,${page.png}`}
                    width={page.width}
                    height={page.height}
                    alt={intl.formatMessage({ id: 'template.letter.pageAlt' }, { page: i + 1, pages: pageCount })}
                    sx={{ display: 'block', maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider', boxShadow: 1, bgcolor: 'common.white' }}
                  />
                </Box>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
