declare module 'virtual:page-view-assets' {
  /** Per page view: its stylesheets and JavaScript chunks in the client build (see apps/web/vite-plugins). */
  const assets: Partial<Record<string, { css: string[]; modules: string[] }>>;
  export default assets;
}
