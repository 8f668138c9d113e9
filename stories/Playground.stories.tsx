import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import type { Locale } from '../engine/index.tsx';
import { Playground } from './playground/Playground.tsx';
import { decodeText, encodeText } from './playground/descriptorText.ts';
import { STORY_USERS } from './support/widgetStory.tsx';

/**
 * Paste or edit a page descriptor: completion from the schemas, errors at their lines, and the page rendered
 * with fixture data. The text is the story's `text` arg, so the address (with the toolbar's locale and user)
 * shows the same thing to whoever opens it.
 */
const meta: Meta = {
  title: 'Descriptor playground',
  parameters: { layout: 'fullscreen' },
  argTypes: { text: { control: false, description: 'The text in the editor (UTF-8 in base64url), kept in the address' } },
};
export default meta;

export const Playground_: StoryObj = {
  name: 'Playground',
  args: { text: '' },
  render: function Render(_args, { globals }) {
    const [args, updateArgs] = useArgs<{ text: string }>();
    const fromLink = args.text ? decodeText(args.text) : null;
    return (
      <div style={{ padding: 16 }}>
        <Playground
          locale={(globals.locale as Locale) ?? 'en'}
          user={STORY_USERS[globals.user as string] ?? STORY_USERS.root!}
          {...(fromLink !== null ? { initial: fromLink } : {})}
          onTextChange={(text) => updateArgs({ text: encodeText(text) })}
        />
      </div>
    );
  },
};

export const WithErrors: StoryObj = {
  name: 'A descriptor with errors',
  // The engine logs each wrong component to the console: the story tests (stories/stories.test.tsx) expect that.
  parameters: { consoleErrors: 'expected' },
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

export const WholeConfiguration: StoryObj = {
  name: 'A whole CONFIGURATION script',
  render: (_args, { globals }) => (
    <div style={{ padding: 16 }}>
      <Playground
        locale={(globals.locale as Locale) ?? 'en'}
        user={STORY_USERS[globals.user as string] ?? STORY_USERS.root!}
        initial={`# A survey's CONFIGURATION script: views and pages (pick the page to show above the preview).
views:
  - extName: stores
    startPath: all
startPage: overview
pages:
  - extname: overview
    title: { en: Overview, sv: Översikt }
    icon: dashboard
    selectionInterval: months
    components:
      - { type: variableBlock, id: kpis, config: { size: 12, expressions: [nps] } }
      - { type: benchmarkChart, id: regions, config: { size: 6 } }
  - extname: trend
    title: { en: Trend, sv: Trend }
    components:
      - { type: developmentLineChart, id: trend, config: { size: 12, periods: [months, quarters] } }
`}
      />
    </div>
  ),
};
