import { defineWidget } from '../../engine/index.tsx';
import { mailTemplatesListFixtures } from './fixtures.ts';
import { MailTemplatesList } from './MailTemplatesList.tsx';
import { mailTemplatesListQuery } from './query.ts';

export const mailTemplatesListWidget = defineWidget({
  type: 'mailTemplatesList',
  version: 1,
  component: MailTemplatesList,
  fixtures: mailTemplatesListFixtures,
  query: mailTemplatesListQuery,
});
