// A QR code of a plan's address, to carry the trip to a phone (decision 052). Encoded by `uqr`
// (MIT, no dependencies) and drawn as SVG with DOM calls: no markup string, nothing the strict
// CSP refuses. Loaded only when the visitor asks for the code.
import { encode } from 'uqr';

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG of the QR code: one path of unit squares on a white square with the standard quiet zone. */
export function qrSvg(text: string, label: string): SVGSVGElement {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('width', '240');
  svg.setAttribute('height', '240');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const background = document.createElementNS(SVG, 'rect');
  background.setAttribute('width', String(size));
  background.setAttribute('height', String(size));
  background.setAttribute('fill', '#fff');
  const cells: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', cells.join(''));
  path.setAttribute('fill', '#000');
  svg.append(background, path);
  return svg;
}
