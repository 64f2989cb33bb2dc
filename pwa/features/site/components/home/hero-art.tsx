/**
 * The hero's artwork, drawn in the page itself: it paints with the text, from the HTML, with no
 * request of its own and no separate SVG document for the phone's main thread to lay out (as a CSS
 * background or an <img> would be). Decorative: hidden from assistive technology.
 * `slice` covers the section at any width, as `background-size: cover` did.
 */
export function HeroArt() {
  return (
    <svg className="site-hero-art" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false">
      <defs>
        <radialGradient id="site-hero-glow" cx=".7" cy=".35" r=".9">
          <stop offset="0" stopColor="#5c3d1c" />
          <stop offset=".55" stopColor="#231910" />
          <stop offset="1" stopColor="#0e0b08" />
        </radialGradient>
        <linearGradient id="site-hero-rule" x1="0" x2="1">
          <stop offset="0" stopColor="#f3c67a" stopOpacity="0" />
          <stop offset=".5" stopColor="#f3c67a" stopOpacity=".35" />
          <stop offset="1" stopColor="#f3c67a" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#site-hero-glow)" />
      <g fill="none" stroke="#f3c67a" strokeOpacity=".12" strokeWidth="14" strokeLinecap="round">
        <circle cx="1180" cy="640" r="90" />
        <circle cx="1380" cy="640" r="90" />
        <path d="M1230 570l300-420M1330 570l-300-420" />
      </g>
      <path d="M0 120h1600M0 780h1600" stroke="url(#site-hero-rule)" strokeWidth="2" />
      <g fill="#f3c67a" opacity=".5">
        {[200, 500, 800, 1100, 1400].map((cx) => (
          <circle key={cx} cx={cx} cy="60" r="4" />
        ))}
      </g>
    </svg>
  );
}
