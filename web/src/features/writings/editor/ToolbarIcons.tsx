// Line icons for the toolbar, drawn in the text colour (currentColor), 18 px.

const frame = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const UndoIcon = () => (
  <svg {...frame}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </svg>
);

export const RedoIcon = () => (
  <svg {...frame}>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </svg>
);

export const LinkIcon = () => (
  <svg {...frame}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
);

export const UnlinkIcon = () => (
  <svg {...frame}>
    <path d="m18.8 13.3 1.7-1.8a5 5 0 0 0-7-7l-1.8 1.7" />
    <path d="m5.2 10.7-1.7 1.8a5 5 0 0 0 7 7l1.8-1.7" />
    <path d="M8 2v3M2 8h3M16 22v-3M22 16h-3" />
  </svg>
);
