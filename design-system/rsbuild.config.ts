import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Read by Storybook's rsbuild builder: compiles the stories with the automatic JSX runtime.
export default defineConfig({
  plugins: [pluginReact()],
});
