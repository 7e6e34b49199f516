// The client fallback's content (src/pages/destinations/fallback.astro, for a place approved
// after the build): the prebuilt page's own components (DestinationSections.tsx), turned into DOM
// without React (src/lib/staticDom.ts) so the page stays within the destination pages' 20 KB.
import { toDom } from '../../lib/staticDom.ts';
import { DestinationIntro, DestinationSections, DirectionsLink } from './DestinationSections.tsx';
import type { Destination } from './destinations.ts';

/** Fills the fallback's header (`[data-slot="header"]`) and sections (`[data-slot="sections"]`) in `root`. */
export function renderDestination(root: HTMLElement, d: Destination): void {
  const doc = root.ownerDocument;
  root.querySelector('[data-slot="header"]')?.replaceChildren(
    toDom(
      doc,
      <>
        <DestinationIntro destination={d} />
        <p>
          <DirectionsLink destination={d} />
        </p>
      </>,
    ),
  );
  root.querySelector('[data-slot="sections"]')?.replaceChildren(toDom(doc, <DestinationSections destination={d} />));
}
