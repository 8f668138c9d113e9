/** Feedback search (spec 2, Text analytics): a search box over the comments and a table of 25 rows a page. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useComponentData, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { FeedbackSearchConfig } from '../../schemas/components/feedbackSearch/config.gen.ts';
import { NO_SEARCH, type CommentSearch, type TextSearchResult } from '../../src/api/textanalytics.ts';
import { feedbackSearchWidgetQuery } from '../shared/feedback/query.ts';
import { SearchTable } from '../shared/feedback/SearchTable.tsx';
import { useQueryContext } from '../shared/queryContext.ts';

export function FeedbackSearchWidget({ id, type, config }: WidgetProps<FeedbackSearchConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const [search, setSearch] = useState<CommentSearch>(NO_SEARCH);
  const result = useComponentData<TextSearchResult>(type, id, feedbackSearchWidgetQuery(useQueryContext(id), search));
  return <SearchTable id={id} title={localized(config.title) || intl.formatMessage({ id: 'widget.feedbackSearch.title' })} search={search} onSearch={setSearch} result={result} />;
}
