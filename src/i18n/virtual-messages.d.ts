/** The chunks of each locale's catalogue, one per message area (scripts/vite-message-areas.ts). */
declare module 'virtual:message-loaders' {
  const loaders: Record<
    import('../../core/locales.ts').Locale,
    Record<import('./areas.ts').MessageArea, () => Promise<{ default: Partial<import('./index.ts').Catalogue> }>>
  >;
  export default loaders;
}
