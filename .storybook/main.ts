import type { StorybookConfig } from '@storybook/react-vite';

/** The catalogue of widgets (one story per fixture) and the descriptor playground. */
const config: StorybookConfig = {
  stories: ['../widgets/**/*.stories.tsx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The app is served under /new/; the catalogue is a static site of its own, relative paths.
  viteFinal: async (vite) => ({ ...vite, base: './' }),
};

export default config;
