// gpx-builder's ES build of the builder alone (its package entry also loads a Node-only XML
// writer); the types are those of its CommonJS build.
declare module 'gpx-builder/es/builder/BaseBuilder/BaseBuilder.js' {
  export { BaseBuilder } from 'gpx-builder/dist/builder/BaseBuilder/BaseBuilder';
}
