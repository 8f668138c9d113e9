/** The import set list (spec 2 component type "import set list", spec 3 section 2): earlier imports, each deletable. */
import { useIntl } from 'react-intl';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DataView, useComponentData, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { ImportSetList as ImportSets } from '../../schemas/api/import-set-list.gen.ts';
import type { ImportSetListConfig } from '../../schemas/components/importSetList/config.gen.ts';
import { ImportSetTable } from '../shared/ImportSetTable.tsx';
import { useQueryContext } from '../shared/queryContext.ts';
import { importSetListQuery } from './query.ts';

export function ImportSetList({ id, type, config }: WidgetProps<ImportSetListConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const result = useComponentData<ImportSets>(type, id, importSetListQuery(useQueryContext(id)));
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1.05rem' }} id={`${id}-title`}>
        {localized(config.title) || intl.formatMessage({ id: 'uploader.importSets' })}
      </Typography>
      <DataView
        result={result}
        componentId={id}
        loading={<Skeleton variant="rounded" height={120} sx={{ m: 2 }} role="progressbar" aria-label={intl.formatMessage({ id: 'uploader.loading' })} />}
      >
        {(data) => <ImportSetTable id={id} data={data} />}
      </DataView>
    </Paper>
  );
}
