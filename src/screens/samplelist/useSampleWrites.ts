import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { reportDownloadHref } from '../../ui/samples/links.ts';
import { deleteSamples, deleteSelection, startSampleTableReport } from '../../api/sampleList.ts';
import { formatRoute, type DrillRoute } from '../../../core/drillpath/tokens.ts';

/** What the confirmation is for: every sample of the selection, or the checked rows. */
export type Confirm = { kind: 'all' } | { kind: 'selected'; ids: number[] };

/**
 * The list's writes: the confirmed deletes (then the list refreshes) and the report download; each ends in a short
 * notice for the snackbar.
 */
export function useSampleWrites(surveyExtName: string, drill: DrillRoute, onDeleted: (c: Confirm) => void) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const go = useNavigate();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: (c: Confirm) => (c.kind === 'all' ? deleteSelection(api, surveyExtName, drill) : deleteSamples(api, surveyExtName, c.ids)),
    onSuccess: async ({ count }, c) => {
      setConfirm(null);
      onDeleted(c);
      setNotice(intl.formatMessage({ id: 'samplelist.deleted' }, { count }));
      await queryClient.invalidateQueries({ queryKey: ['sample-list', surveyExtName] });
    },
    onError: (err) => {
      setConfirm(null);
      setNotice(intl.formatMessage({ id: 'samplelist.deleteFailed' }, { message: errorMessage(err, intl) }));
    },
  });
  const download = useMutation({
    mutationFn: () => startSampleTableReport(api, surveyExtName, formatRoute(drill), []),
    onSuccess: ({ taskUUID }) => void go({ href: reportDownloadHref(surveyExtName, taskUUID) }),
    onError: (err) => setNotice(intl.formatMessage({ id: 'samplelist.downloadFailed' }, { message: errorMessage(err, intl) })),
  });
  return { confirm, setConfirm, notice, clearNotice: () => setNotice(null), remove, download };
}
