/** The sample detail page's request and response schemas (issue 6), spread into apiSchemas in index.ts. */
import SampleQuestion from './sample-question.schema.json' with { type: 'json' };
import Sample from './sample.schema.json' with { type: 'json' };
import SampleAnswers from './sample-answers.schema.json' with { type: 'json' };
import SampleUpdateRequest from './sample-update-request.schema.json' with { type: 'json' };
import SampleValidateRequest from './sample-validate-request.schema.json' with { type: 'json' };
import SampleValidation from './sample-validation.schema.json' with { type: 'json' };
import SampleDeleted from './sample-deleted.schema.json' with { type: 'json' };

export const sampleDetailsSchemas = [SampleQuestion, Sample, SampleAnswers, SampleUpdateRequest, SampleValidateRequest, SampleValidation, SampleDeleted];
