import type { StorybookConfig } from '@storybook/react-vite';

/** The catalogue of widgets (a story per fixture and state, controls and a docs page from the config schema) and the descriptor playground. */
const config: StorybookConfig = {
  stories: ['../widgets/**/*.stories.tsx', '../stories/**/*.stories.tsx'],
  // The accessibility panel runs axe-core on the open story, as the story tests (stories/stories.test.tsx) do.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The app is served under /new/; the catalogue is a static site of its own, relative paths.
  viteFinal: async (vite) => ({ ...vite, base: './' }),
};

export default config;
