import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { deleteMailImage, mailEditorImagesQuery, mailEditorMergeTagsQuery, mailEditorOptionsQuery, uploadMailImage } from '../../api/mailEditor.ts';
import { apiUrl } from '../../api/client.ts';
import { callPath } from '../../api/path.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { DeletableImage, MailDesign, MailEditorHandle, PanelLabels } from './mailEditorEngine.ts';

export type { MailDesign };

interface MailDesignerProps {
  surveyExtName: string;
  /** The template's editor document (null: a new design starts from an empty MJML body). */
  design: Record<string, unknown> | null;
  /** The template's HTML, kept as it is when there is no design yet. */
  code: string;
  readOnly: boolean;
  /** Every change: the editor's document and the responsive HTML it renders (MJML compiled in the browser). */
  onChange(design: MailDesign): void;
  /** Hands over what the host calls before saving: it ends text editing so what was typed is reported. */
  onReady?(flush: () => Promise<MailDesign | null>): void;
}

/**
 * The visual e-mail editor (issue 17 item 2): GrapesJS with its MJML preset, self-hosted and loaded with this screen
 * only (mailEditorEngine.ts is its own chunk). Its images, merge tags and options come from our editor service
 * (vuejs/unlayer/*). Blocks are dragged in the editor; the buttons above it add a text, an image or a merge tag
 * without dragging, so a keyboard user can design a mail too.
 */
/** The image the user asked to delete, and the editor waiting for the answer. */
interface PendingDelete {
  image: DeletableImage;
  answer(deleted: boolean): void;
}

export function MailDesigner({ surveyExtName, design, code, readOnly, onChange, onReady }: MailDesignerProps) {
  const intl = useIntl();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<MailEditorHandle | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [tag, setTag] = useState('');
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [deleting, setDeleting] = useState(false);
  const options = useQuery(mailEditorOptionsQuery(api, surveyExtName));
  const tags = useQuery(mailEditorMergeTagsQuery(api, surveyExtName));
  const images = useQuery(mailEditorImagesQuery(api, surveyExtName));
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  const ready = options.data !== undefined && images.data !== undefined;

  useEffect(() => {
    if (!ready || !container.current) return;
    let closed = false;
    let made: MailEditorHandle | null = null;
    void import('./mailEditorEngine.ts')
      .then(({ createMailEditor }) => {
        if (closed || !container.current) return;
        made = createMailEditor({
          container: container.current,
          design,
          code,
          readOnly,
          minHeight: options.data.minHeight,
          images: images.data.data,
          canvasTitle: intl.formatMessage({ id: 'mailEditor.canvas' }),
          panelLabels: panelLabels(intl.formatMessage),
          imageDialogWords: {
            title: intl.formatMessage({ id: 'mailEditor.images.title' }),
            upload: intl.formatMessage({ id: 'mailEditor.images.upload' }),
            addByAddress: intl.formatMessage({ id: 'mailEditor.images.addByAddress' }),
            deleteImage: (name) => intl.formatMessage({ id: 'mailEditor.deleteImage' }, { name }),
          },
          deleteImage: (image) => new Promise<boolean>((answer) => setPendingDelete({ image, answer })),
          uploadUrl: apiUrl(callPath('vuejs/unlayer/uploadfile', surveyExtName)),
          upload: async (files) => {
            setFailure(null);
            const added = [];
            for (const file of files) {
              try {
                added.push(...(await uploadMailImage(api, surveyExtName, file)).data);
              } catch (e) {
                setFailure(e);
              }
            }
            void queryClient.invalidateQueries({ queryKey: mailEditorImagesQuery(api, surveyExtName).queryKey });
            return added;
          },
          onChange: (d) => change.current(d),
        });
        setHandle(made);
        const flush = made.flush;
        onReady?.(flush);
      })
      .catch((e: unknown) => setFailure(e));
    return () => {
      closed = true;
      made?.destroy();
      setHandle(null);
    };
    // The editor is made once per template: later answers of these queries must not rebuild it (and lose the edits).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const closeDelete = (deleted: boolean) => {
    pendingDelete?.answer(deleted);
    setPendingDelete(null);
  };
  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    setFailure(null);
    try {
      await deleteMailImage(api, surveyExtName, pendingDelete.image.id);
      void queryClient.invalidateQueries({ queryKey: mailEditorImagesQuery(api, surveyExtName).queryKey });
      closeDelete(true);
    } catch (e) {
      setFailure(e);
      closeDelete(false);
    } finally {
      setDeleting(false);
    }
  };

  const locked = readOnly || !handle;
  return (
    <Stack spacing={1} component="section" aria-label={intl.formatMessage({ id: 'mailEditor.editor' })}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button variant="outlined" size="small" disabled={locked} onClick={() => handle?.addText(intl.formatMessage({ id: 'mailEditor.newText' }))}>
          <FormattedMessage id="mailEditor.addText" />
        </Button>
        <Button variant="outlined" size="small" disabled={locked || options.data?.canUpload === false} onClick={() => handle?.addImage()}>
          <FormattedMessage id="mailEditor.addImage" />
        </Button>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'mailEditor.mergeTag' })}
          value={tag}
          onChange={(e) => setTag(e.target.value)}
          disabled={locked}
          sx={{ minWidth: 240 }}
        >
          {(tags.data?.tags ?? []).map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.name} · {t.value}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" size="small" disabled={locked || !tag} onClick={() => handle?.insertMergeTag(tag)}>
          <FormattedMessage id="mailEditor.insertMergeTag" />
        </Button>
      </Stack>
      {Boolean(failure) && (
        <Alert severity="error" data-testid="mail-editor-error" onClose={() => setFailure(null)}>
          {errorMessage(failure, intl)}
        </Alert>
      )}
      {!handle && <CircularProgress aria-label={intl.formatMessage({ id: 'mailEditor.loading' })} />}
      <Box ref={container} data-testid="mail-editor" sx={{ minHeight: options.data?.minHeight ?? 900, border: 1, borderColor: 'divider' }} />
      <ConfirmDialog
        open={pendingDelete !== null}
        busy={deleting}
        title={<FormattedMessage id="mailEditor.deleteImageTitle" />}
        text={<FormattedMessage id="mailEditor.deleteImageText" values={{ name: pendingDelete?.image.name ?? '' }} />}
        onConfirm={() => void confirmDelete()}
        onCancel={() => closeDelete(false)}
      />
    </Stack>
  );
}

/** The names of the editor's panel buttons, by GrapesJS button id. */
function panelLabels(t: (d: { id: string }) => string): PanelLabels {
  return {
    'sw-visibility': t({ id: 'mailEditor.panel.outlines' }),
    preview: t({ id: 'mailEditor.panel.preview' }),
    fullscreen: t({ id: 'mailEditor.panel.fullscreen' }),
    'export-template': t({ id: 'mailEditor.panel.code' }),
    'mjml-import': t({ id: 'mailEditor.panel.import' }),
    undo: t({ id: 'mailEditor.panel.undo' }),
    redo: t({ id: 'mailEditor.panel.redo' }),
    'set-device-desktop': t({ id: 'mailEditor.panel.desktop' }),
    'set-device-tablet': t({ id: 'mailEditor.panel.tablet' }),
    'set-device-mobile': t({ id: 'mailEditor.panel.mobile' }),
    'open-sm': t({ id: 'mailEditor.panel.styles' }),
    'open-tm': t({ id: 'mailEditor.panel.settings' }),
    'open-layers': t({ id: 'mailEditor.panel.layers' }),
    'open-blocks': t({ id: 'mailEditor.panel.blocks' }),
  };
}
