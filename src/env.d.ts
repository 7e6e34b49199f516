/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when the visitor may be signed in (see src/lib/signedInDirective.ts). */
    'client:signedin'?: boolean;
    /** Hydrate at once for an address with a state, else on the first move or when idle (src/lib/engagedDirective.ts). */
    'client:engaged'?: boolean;
  }
}
export {};
