import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '../engine/index.tsx';
import { Playground } from './playground/Playground.tsx';
import { STORY_USERS } from './support/widgetStory.tsx';

/** Paste or edit a page descriptor: errors at their paths, and the page rendered with fixture data. */
const meta: Meta = { title: 'Descriptor playground', parameters: { layout: 'fullscreen' } };
export default meta;

export const Playground_: StoryObj = {
  name: 'Playground',
  render: (_args, { globals }) => (
    <div style={{ padding: 16 }}>
      <Playground locale={(globals.locale as Locale) ?? 'en'} user={STORY_USERS[globals.user as string] ?? STORY_USERS.root!} />
    </div>
  ),
};

export const WithErrors: StoryObj = {
  name: 'A descriptor with errors',
  render: (_args, { globals }) => (
    <div style={{ padding: 16 }}>
      <Playground
        locale={(globals.locale as Locale) ?? 'en'}
        user={STORY_USERS[globals.user as string] ?? STORY_USERS.root!}
        initial={`extname: broken\ntitle: { en: Broken page }\ncomponents:\n  - type: variableBlock\n    id: kpis\n    config: { size: 5 }\n  - type: pieChart\n    id: pie\n    config: { size: 6 }\n  - type: staticTable\n    id: table\n    config: { size: 6, columns: [], rows: [], colour: red }\n`}
      />
    </div>
  ),
};
