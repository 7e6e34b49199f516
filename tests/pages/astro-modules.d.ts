// For `tsc`, which cannot read .astro files: a page imported by a container test is a component
// (`astro check` types the .astro files themselves).
declare module '*.astro' {
  const component: Parameters<import('astro/container').experimental_AstroContainer['renderToString']>[0];
  export default component;
}
