import { queryOptions } from '@tanstack/react-query';
import type { ConfigBlock } from '../../schemas/api/config-block.gen.ts';
import type { ConfigBlocks } from '../../schemas/api/config-blocks.gen.ts';
import type { EffectBlock } from '../../schemas/api/effect-block.gen.ts';
import type { EffectBlockList } from '../../schemas/api/effect-block-list.gen.ts';
import type { LocalizedText } from '../../schemas/api/localized-text.gen.ts';
import type { MetaChoice } from '../../schemas/api/meta-choice.gen.ts';
import type { MetaQuestion } from '../../schemas/api/meta-question.gen.ts';
import type { Metadata } from '../../schemas/api/metadata.gen.ts';
import type { Metainterview } from '../../schemas/api/metainterview.gen.ts';
import type { MetaQuestionGroup as QuestionGroup } from '../../schemas/api/meta-question-group.gen.ts';
import type { Task } from '../../schemas/api/task.gen.ts';
import type { TaskList } from '../../schemas/api/task-list.gen.ts';
import type { TaskState } from '../../schemas/api/task-state.gen.ts';
import type { TaskType } from '../../schemas/api/task-type.gen.ts';
import type { ApiClient, ApiReader } from './client.ts';
import { callPath } from './path.ts';
import { surveyAdminKey } from './surveyAdmin.ts';

export type { ConfigBlock, ConfigBlocks, EffectBlock, EffectBlockList, LocalizedText, MetaChoice, MetaQuestion, Metadata, Metainterview, QuestionGroup, Task, TaskList, TaskState, TaskType };

/** The survey details' reads sit under ['surveyAdmin', survey, 'details', surveyId]. */
const detailsKey = (surveyExtName: string, surveyId: number) => [...surveyAdminKey(surveyExtName), 'details', surveyId] as const;

/** GET vuejs/surveys/metainterviewdata/{survey}/{surveyId}. */
export function metainterviewQuery(api: ApiReader, surveyExtName: string, surveyId: number) {
  return queryOptions({
    queryKey: [...detailsKey(surveyExtName, surveyId), 'metainterview'],
    queryFn: ({ signal }) => api.get<Metainterview>(callPath('vuejs/surveys/metainterviewdata', surveyExtName, surveyId), { signal }),
  });
}

/** POST vuejs/surveys/metainterviewdata/{survey}/{surveyId}: answers what was saved. */
export function saveMetainterview(api: ApiClient, surveyExtName: string, surveyId: number, data: Metainterview): Promise<Metainterview> {
  return api.post<Metainterview>(callPath('vuejs/surveys/metainterviewdata', surveyExtName, surveyId), data);
}

/** GET vuejs/metadata/{survey}: the survey's (by extName) question groups, questions and choices. */
export function metadataQuery(api: ApiReader, surveyExtName: string) {
  return queryOptions({
    queryKey: ['metadata', surveyExtName],
    queryFn: ({ signal }) => api.get<Metadata>(callPath('vuejs/metadata', surveyExtName), { signal }),
  });
}

/** POST vuejs/metadata/question/{survey}: answers the whole metadata; 400 or 422 says what is wrong. */
export function saveQuestion(api: ApiClient, surveyExtName: string, question: MetaQuestion): Promise<Metadata> {
  return api.post<Metadata>(callPath('vuejs/metadata/question', surveyExtName), question);
}

/** POST vuejs/metadata/questiongroup/{survey}. */
export function saveQuestionGroup(api: ApiClient, surveyExtName: string, group: QuestionGroup): Promise<Metadata> {
  return api.post<Metadata>(callPath('vuejs/metadata/questiongroup', surveyExtName), group);
}

/** POST vuejs/metadata/choice/{survey}. */
export function saveChoice(api: ApiClient, surveyExtName: string, questionVariable: string, choice: MetaChoice): Promise<Metadata> {
  return api.post<Metadata>(callPath('vuejs/metadata/choice', surveyExtName), {
    questionVariable,
    choice,
  });
}

/** GET vuejs/surveys/effectblocks/{survey}/{surveyId}. */
export function effectBlocksQuery(api: ApiReader, surveyExtName: string, surveyId: number) {
  return queryOptions({
    queryKey: [...detailsKey(surveyExtName, surveyId), 'effectBlocks'],
    queryFn: ({ signal }) => api.get<EffectBlockList>(callPath('vuejs/surveys/effectblocks', surveyExtName, surveyId), { signal }),
  });
}

/** POST vuejs/surveys/effectblocks/{survey}/{surveyId} (id 0 creates): answers the full list. */
export function saveEffectBlock(api: ApiClient, surveyExtName: string, surveyId: number, block: EffectBlock): Promise<EffectBlockList> {
  return api.post<EffectBlockList>(callPath('vuejs/surveys/effectblocks', surveyExtName, surveyId), block);
}

/** DELETE vuejs/surveys/effectblocks/{survey}/{surveyId}/{id}: answers the full list. */
export function deleteEffectBlock(api: ApiClient, surveyExtName: string, surveyId: number, id: number): Promise<EffectBlockList> {
  return api.delete<EffectBlockList>(callPath('vuejs/surveys/effectblocks', surveyExtName, surveyId, id));
}

export interface TaskFilter {
  state?: TaskState;
  type?: TaskType;
}

/** GET vuejs/surveys/tasks/{survey}/{surveyId}?state=&type=. */
export function tasksQuery(api: ApiReader, surveyExtName: string, surveyId: number, filter: TaskFilter) {
  return queryOptions({
    queryKey: [...detailsKey(surveyExtName, surveyId), 'tasks', filter.state ?? '', filter.type ?? ''],
    queryFn: ({ signal }) => api.get<TaskList>(callPath('vuejs/surveys/tasks', surveyExtName, surveyId), { signal, query: { ...filter } }),
  });
}

/** GET vuejs/surveys/tasks/process/{survey}/{surveyId}/{taskId}: the task as it is afterwards. */
export function processTask(api: ApiClient, surveyExtName: string, surveyId: number, taskId: string): Promise<Task> {
  return api.get<Task>(callPath('vuejs/surveys/tasks/process', surveyExtName, surveyId, taskId));
}

/** GET vuejs/surveys/tasks/deletesingle/{survey}/{surveyId}/{taskId}. */
export function deleteTask(api: ApiClient, surveyExtName: string, surveyId: number, taskId: string): Promise<TaskList> {
  return api.get<TaskList>(callPath('vuejs/surveys/tasks/deletesingle', surveyExtName, surveyId, taskId));
}

/** GET vuejs/surveys/tasks/assignstate/{survey}/{surveyId}?state=&type=&newstate=. */
export function assignTaskState(api: ApiClient, surveyExtName: string, surveyId: number, filter: TaskFilter, newstate: TaskState): Promise<TaskList> {
  return api.get<TaskList>(callPath('vuejs/surveys/tasks/assignstate', surveyExtName, surveyId), { query: { ...filter, newstate } });
}

/** GET vuejs/surveys/tasks/delete/{survey}/{surveyId}?state=&type=. */
export function deleteTasks(api: ApiClient, surveyExtName: string, surveyId: number, filter: TaskFilter): Promise<TaskList> {
  return api.get<TaskList>(callPath('vuejs/surveys/tasks/delete', surveyExtName, surveyId), { query: { ...filter } });
}

/** GET vuejs/surveys/configblocks/{survey}/{surveyId}: the configuration's top-level blocks and the meta properties. */
export function configBlocksQuery(api: ApiReader, surveyExtName: string, surveyId: number) {
  return queryOptions({
    queryKey: [...detailsKey(surveyExtName, surveyId), 'configBlocks'],
    queryFn: ({ signal }) => api.get<ConfigBlocks>(callPath('vuejs/surveys/configblocks', surveyExtName, surveyId), { signal }),
  });
}

/** GET vuejs/surveys/configblocks/create/{survey}/{surveyId}: a new block (an unused name), not yet saved. */
export function newConfigBlock(api: ApiClient, surveyExtName: string, surveyId: number): Promise<ConfigBlock> {
  return api.get<ConfigBlock>(callPath('vuejs/surveys/configblocks/create', surveyExtName, surveyId));
}

/** POST vuejs/surveys/configblocks/{survey}: an empty text removes the block; 422 lists the configuration's errors. */
export function saveConfigBlock(api: ApiClient, surveyExtName: string, surveyId: number, block: ConfigBlock): Promise<ConfigBlocks> {
  return api.post<ConfigBlocks>(callPath('vuejs/surveys/configblocks', surveyExtName), { surveyId, ...block });
}

/** POST vuejs/surveys/metaproperty/{survey}: an empty value removes the property. */
export function saveMetaProperty(api: ApiClient, surveyExtName: string, surveyId: number, key: string, value: string): Promise<ConfigBlocks> {
  return api.post<ConfigBlocks>(callPath('vuejs/surveys/metaproperty', surveyExtName), { surveyId, key, value });
}
