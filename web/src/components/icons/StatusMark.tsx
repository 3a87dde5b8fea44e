// A check (yes) or a cross (no) in a tinted circle, drawn in the current text colour: a
// labelled image, for tables and cards that say whether something holds.
export function StatusMark({ yes, label, title, tint = 0.16, className }: { yes: boolean; label: string; title?: string; tint?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" role="img" aria-label={label}>
      {title && <title>{title}</title>}
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity={tint} />
      {yes ? (
        <path d="M6 10.5l2.6 2.6L14.2 7.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M7 7l6 6M13 7l-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
