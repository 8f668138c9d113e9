/** The sample list calls' schemas (issue 6), listed once here and spread into apiSchemas in index.ts. */
import SampleList from './sample-list.schema.json' with { type: 'json' };
import SampleListBody from './sample-list-body.schema.json' with { type: 'json' };
import SampleCount from './sample-count.schema.json' with { type: 'json' };

export const samplesListSchemas = [SampleList, SampleListBody, SampleCount];
