// Small inline icons (15×15, currentColor), so the panels need no icon package.
const base = { width: 15, height: 15, viewBox: '0 0 15 15', fill: 'none', 'aria-hidden': true } as const;

export function PencilIcon() {
  return (
    <svg {...base}>
      <path
        d="M10.5 1.8 13.2 4.5 5 12.7 1.8 13.2 2.3 10Z M9 3.3 11.7 6"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg {...base}>
      <path
        d="M2 3.5h11 M5.5 3.5V2h4v1.5 M3.5 3.5l.7 9.5h6.6l.7-9.5 M6 6v4.5 M9 6v4.5"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PlusIcon() {
  return (
    <svg {...base}>
      <path d="M7.5 2v11 M2 7.5h11" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg {...base}>
      <rect x="3" y="6.5" width="9" height="6.5" rx="1" stroke="currentColor" strokeWidth="1.2" />
      <path d="M5 6.5V4.5a2.5 2.5 0 0 1 5 0v2" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

/** A paper plane: send a test event. */
export function SendIcon() {
  return (
    <svg {...base}>
      <path d="M13.5 1.5 1.5 6.5l5 2 2 5Z M13.5 1.5 6.5 8.5" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
