// The few icons the app uses, as inline SVG paths (24px grid, drawn with the current text colour).
// Each is decorative: the control around it carries the accessible name.
import './icons.css';

const PATHS = {
  history: 'M12 7v5l3 2M21 12a9 9 0 1 1-3-6.7M21 4v4h-4',
  voicemail:
    'M6.5 16a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Zm11 0a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7ZM6.5 16h11',
  recordings: 'M12 15a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm-6-3a6 6 0 0 0 12 0M12 18v3',
  lookup: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm5-2 4 4',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-1.5a7.8 7.8 0 0 0 0-3l2-1.5-2-3.4-2.3 1a7.6 7.6 0 0 0-2.6-1.5L14 2h-4l-.5 2.6a7.6 7.6 0 0 0-2.6 1.5l-2.3-1-2 3.4 2 1.5a7.8 7.8 0 0 0 0 3l-2 1.5 2 3.4 2.3-1a7.6 7.6 0 0 0 2.6 1.5L10 22h4l.5-2.6a7.6 7.6 0 0 0 2.6-1.5l2.3 1 2-3.4Z',
  dialpad: 'M6 4h.01M12 4h.01M18 4h.01M6 10h.01M12 10h.01M18 10h.01M6 16h.01M12 16h.01M18 16h.01M12 21h.01',
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  /** A phone with an arrow pointing back at the caller: the numbers to call back. */
  'call-back':
    'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2ZM16 2.5 13.5 5 16 7.5M13.5 5H18a3 3 0 0 1 3 3v1.5',
  incoming: 'M17 7 7 17M7 9v8h8',
  outgoing: 'M7 17 17 7M9 7h8v8',
  internal: 'M4 12h16M8 8l-4 4 4 4M16 8l4 4-4 4',
  missed: 'M4 8l6 6 4-4 6 6M20 12v4h-4',
  play: 'M7 4v16l13-8Z',
  pause: 'M7 4h3v16H7zM14 4h3v16h-3z',
  close: 'M6 6l12 12M18 6 6 18',
  back: 'M19 12H5m6-6-6 6 6 6',
  folder: 'M3 6h6l2 2h10v11H3Z',
  backspace: 'M9 5h11v14H9l-6-7Zm3 4 5 6m0-6-5 6',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  upload: 'M12 20V9m-5 5 5-5 5 5M5 4h14',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  'chevron-down': 'M6 9l6 6 6-6',
  warning: 'M12 3 2 20h20L12 3Zm0 7v4m0 3h.01',
  people: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7M18 14a7 7 0 0 1 4 7',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9Z',
  plus: 'M12 5v14M5 12h14',
  'arrow-up': 'M12 19V5m-6 6 6-6 6 6',
  'arrow-down': 'M12 5v14m-6-6 6 6 6-6',
  edit: 'M4 20h4L19 9l-4-4L4 16Zm9-13 4 4',
  delete: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  /** An address opened outside the app (the browser, a CRM's own app). */
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  /** A setting the organisation's policies set, which the person cannot change. */
  lock: 'M8 11V8a4 4 0 0 1 8 0v3M6 11h12v9H6Z',
} as const;

export type IconName = keyof typeof PATHS;

/** What every icon's <svg> carries besides its size: a 24px grid stroked in the current text colour. */
const SVG_ATTRIBUTES = {
  class: 'icon',
  viewBox: '0 0 24 24',
  'aria-hidden': 'true',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
} as const;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, aria-hidden (in SVG_ATTRIBUTES); the control around it is named.
    <svg {...SVG_ATTRIBUTES} width={size} height={size}>
      <path d={PATHS[name]} />
    </svg>
  );
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The same icon as a DOM element, for rows written without Preact (renderer/views/call-row.ts); its
 * drawing changes with setIcon.
 */
export function iconElement(name: IconName, size: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [attribute, value] of Object.entries(SVG_ATTRIBUTES)) svg.setAttribute(attribute, value);
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  svg.append(document.createElementNS(SVG, 'path'));
  setIcon(svg, name);
  return svg;
}

/** Draws another icon in an element made by iconElement. */
export function setIcon(svg: SVGSVGElement, name: IconName): void {
  const path = svg.firstElementChild;
  if (path && path.getAttribute('d') !== PATHS[name]) path.setAttribute('d', PATHS[name]);
}
