/**
 * Question search (spec 2, Text analytics): the comment search per text question, with the Excel download of every
 * matching comment (GET vuejs/textanalytics/downloadcomments/..., fetched with the session token and saved).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useComponentData, useDrillContext, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { QuestionSearchConfig } from '../../schemas/components/questionSearch/config.gen.ts';
import { fetchFile, saveBlob } from '../../src/api/downloads.ts';
import { commentsDownloadPath, NO_SEARCH, type CommentSearch, type TextSearchResult } from '../../src/api/textanalytics.ts';
import { questionSearchWidgetQuery } from '../shared/feedback/query.ts';
import { SearchTable } from '../shared/feedback/SearchTable.tsx';
import { useAuthToken } from '../shared/useAuthToken.ts';
import { useQueryContext } from '../shared/queryContext.ts';

export function QuestionSearchWidget({ id, type, config }: WidgetProps<QuestionSearchConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const { surveyExtName, drillPath } = useDrillContext();
  const token = useAuthToken();
  const [search, setSearch] = useState<CommentSearch>(NO_SEARCH);
  const result = useComponentData<TextSearchResult>(type, id, questionSearchWidgetQuery(useQueryContext(id), search));
  const download = useMutation({
    mutationFn: async () => {
      const file = await fetchFile(token ?? '', commentsDownloadPath(surveyExtName, id, drillPath, search), 'comments.xlsx');
      saveBlob(file.blob, file.fileName);
    },
  });
  return (
    <>
      <SearchTable
        id={id}
        title={localized(config.title) || intl.formatMessage({ id: 'widget.questionSearch.title' })}
        search={search}
        onSearch={setSearch}
        result={result}
        actions={
          <Button variant="outlined" disabled={download.isPending || token === null} onClick={() => download.mutate()}>
            {intl.formatMessage({ id: 'widget.questionSearch.download' })}
          </Button>
        }
      />
      {download.isError && (
        <Alert severity="error" role="alert" onClose={() => download.reset()} sx={{ mt: 1 }}>
          {intl.formatMessage({ id: 'widget.questionSearch.downloadFailed' }, { message: download.error.message })}
        </Alert>
      )}
    </>
  );
}
