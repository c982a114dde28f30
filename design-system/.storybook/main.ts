import type { StorybookConfig } from 'storybook-react-rsbuild';

// Storybook for the design system. Telemetry off: these machines reach only the npm registry.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
