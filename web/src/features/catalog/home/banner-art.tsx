/** A disposable vape with a puff of vapour, drawn in SVG for the banner; purely decorative. */
export function BannerArt() {
  return (
    <svg className="hero__art" viewBox="0 0 200 220" aria-hidden="true" focusable="false">
      <circle cx="150" cy="40" r="26" className="hero__vapour" />
      <circle cx="120" cy="22" r="16" className="hero__vapour" />
      <circle cx="172" cy="78" r="14" className="hero__vapour" />
      <rect x="70" y="40" width="34" height="26" rx="10" className="hero__tip" />
      <rect x="52" y="58" width="70" height="150" rx="22" className="hero__device" />
      <rect x="64" y="82" width="46" height="72" rx="12" className="hero__screen" />
      <circle cx="87" cy="184" r="7" className="hero__led" />
    </svg>
  );
}
