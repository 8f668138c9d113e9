import { defineWidget } from '../../engine/index.tsx';
import { importSetListQuery } from '../importSetList/query.ts';
import { DataUploader } from './DataUploader.tsx';
import { dataUploaderFixtures } from './fixtures.ts';

export const dataUploaderWidget = defineWidget({
  type: 'dataUploader',
  version: 1,
  component: DataUploader,
  fixtures: dataUploaderFixtures,
  query: importSetListQuery,
});
