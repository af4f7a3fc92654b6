import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceAliases } from '../tools/config/workspace-aliases.ts';
import { propertyPictures } from './property-pictures.ts';

/** The component catalogue (apps/catalogue): every story of libs/ui and of the feature libraries. */
const config: StorybookConfig = {
  stories: ['../libs/ui/src/**/*.stories.@(ts|tsx)', '../libs/features/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { alias: workspaceAliases() },
      plugins: [propertyPictures()],
      // The catalogue is a static build: keep its output out of the type-check and lint (see eslint ignores).
      build: { chunkSizeWarningLimit: 2048 },
    }),
};

export default config;
