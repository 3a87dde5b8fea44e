// The writings menu's line icons, drawn in the current text colour.
const paths = {
  folder: 'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5v-12z',
  doc: 'M6 3h8l4 4v14H6V3zM14 3v4h4M9 12h6M9 16h6',
  chevron: 'M9 6l6 6-6 6',
};

export function WritingIcon({ name, className }: { name: keyof typeof paths; className?: string }) {
  return (
    <svg className={className} width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
