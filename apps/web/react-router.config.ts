import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Relative to apps/web: the build lands in dist/apps/web/{client,server} at the workspace root.
  buildDirectory: '../../dist/apps/web',
  ssr: true,
} satisfies Config;
