/** Small inline illustrations for empty and error states (antd-mobile's ErrorBlock art is ~10 KB). */
export function StatusIllustration({ kind }: { kind: 'empty' | 'error' }) {
  return (
    <svg viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
      <ellipse cx="60" cy="86" rx="42" ry="6" fill="#eef0f3" />
      <rect x="26" y="18" width="68" height="58" rx="10" fill="#ffffff" stroke="#e3e5e9" strokeWidth="2" />
      <rect x="36" y="30" width="32" height="6" rx="3" fill="#eef0f3" />
      <rect x="36" y="42" width="48" height="6" rx="3" fill="#eef0f3" />
      <rect x="36" y="54" width="40" height="6" rx="3" fill="#eef0f3" />
      {kind === 'error' ? (
        <g>
          <circle cx="88" cy="22" r="14" fill="#fdecea" stroke="#e02e24" strokeWidth="2" />
          <path d="M88 14v10" stroke="#e02e24" strokeWidth="3" strokeLinecap="round" />
          <circle cx="88" cy="29" r="1.8" fill="#e02e24" />
        </g>
      ) : (
        <g>
          <circle cx="88" cy="22" r="14" fill="#f5f6f8" stroke="#c4c7cc" strokeWidth="2" />
          <path d="M82 22h12" stroke="#c4c7cc" strokeWidth="3" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}
