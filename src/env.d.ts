/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when the visitor may be signed in (see src/lib/signedInDirective.ts). */
    'client:signedin'?: boolean;
  }
}
export {};
