import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import { theme } from '../src/theme.ts';

const withTheme: Decorator = (Story) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <Story />
  </ThemeProvider>
);

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    locale: {
      description: 'The user’s locale',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'sv', 'da', 'nb', 'fi'], dynamicTitle: true },
    },
    user: {
      description: 'Who looks at the page',
      toolbar: { title: 'User', icon: 'user', items: [{ value: 'root', title: 'root' }, { value: 'admin', title: 'administrator' }, { value: 'north', title: 'user (role north)' }], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en', user: 'root' },
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
