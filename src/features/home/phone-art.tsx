/** A phone showing a small lobby: the illustration of the app promotion (drawn here, no copied art). */
export function PhoneArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 220 400" aria-hidden="true">
      <defs>
        <linearGradient id="phone-frame" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1bf" />
          <stop offset=".35" stopColor="#c98a16" />
          <stop offset=".7" stopColor="#f3c35b" />
          <stop offset="1" stopColor="#7a4a05" />
        </linearGradient>
        <linearGradient id="phone-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a0c4a" />
          <stop offset=".5" stopColor="#141a33" />
          <stop offset="1" stopColor="#0b0e1c" />
        </linearGradient>
        <linearGradient id="phone-tile" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe39a" />
          <stop offset="1" stopColor="#c98a16" />
        </linearGradient>
      </defs>
      <ellipse cx="110" cy="388" rx="90" ry="10" fill="#000" opacity=".45" />
      <rect x="8" y="4" width="204" height="376" rx="32" fill="url(#phone-frame)" />
      <rect x="14" y="10" width="192" height="364" rx="27" fill="#07080f" />
      <rect x="20" y="16" width="180" height="352" rx="22" fill="url(#phone-screen)" />
      <rect x="84" y="24" width="52" height="12" rx="6" fill="#07080f" />
      <path d="M38 58l6 12h32l6-12-11 6-8-10-8 10z" fill="url(#phone-tile)" />
      <text x="92" y="70" fill="#f3c35b" fontFamily="Georgia, 'DejaVu Serif', serif" fontSize="13" fontWeight="700">ROYAL</text>
      <rect x="32" y="86" width="156" height="70" rx="10" fill="#6a1b6e" />
      <circle cx="150" cy="121" r="24" fill="url(#phone-tile)" opacity=".9" />
      <rect x="44" y="104" width="70" height="9" rx="4" fill="#ffe39a" />
      <rect x="44" y="120" width="54" height="6" rx="3" fill="#efe6ff" opacity=".7" />
      <rect x="44" y="134" width="40" height="12" rx="6" fill="url(#phone-tile)" />
      {[0, 1, 2].map((row) =>
        [0, 1].map((col) => (
          <g key={`${row}-${col}`} transform={`translate(${32 + col * 80} ${170 + row * 62})`}>
            <rect width="76" height="54" rx="9" fill="#1b2140" stroke="#f3c35b" strokeOpacity=".35" />
            <circle cx="20" cy="27" r="11" fill={['#e0213f', '#0f8a4a', '#2fa8e0', '#7d5cff', '#ee6a1c', '#f3c35b'][row * 2 + col]} />
            <rect x="38" y="20" width="28" height="5" rx="2.5" fill="#eef0f7" opacity=".8" />
            <rect x="38" y="30" width="20" height="4" rx="2" fill="#9aa3c0" opacity=".7" />
          </g>
        )),
      )}
      <rect x="20" y="334" width="180" height="34" rx="0" fill="#10142a" />
      <g fill="#9aa3c0">
        <circle cx="50" cy="350" r="5" />
        <circle cx="90" cy="350" r="5" fill="#f3c35b" />
        <circle cx="130" cy="350" r="5" />
        <circle cx="170" cy="350" r="5" />
      </g>
    </svg>
  );
}
