import type { ReactNode } from 'react';

/**
 * Drawings for the information pages, inline so they cost no request and scale with the layout. Each is
 * an image to assistive technology, named by the `label` the page gives it (its alt text).
 */
interface ArtProps {
  label: string;
  className?: string;
}

function Art({ label, className, viewBox, children }: ArtProps & { viewBox: string; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={viewBox}
      className={className}
      preserveAspectRatio="xMidYMid meet"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A pod device: body, mouthpiece, the battery LED and a window on the pod. */
export function DeviceArt({ label, className, tone = '#6d28d9' }: ArtProps & { tone?: string }) {
  return (
    <Art label={label} className={className} viewBox="0 0 400 300">
      <rect width="400" height="300" fill="#f5f5f8" />
      <circle cx="200" cy="150" r="118" fill="#efe9fd" />
      <rect x="168" y="46" width="64" height="34" rx="14" fill="#17171c" />
      <rect x="150" y="72" width="100" height="186" rx="34" fill={tone} />
      <rect x="166" y="92" width="68" height="58" rx="16" fill="#fff" opacity="0.85" />
      <rect x="174" y="112" width="52" height="30" rx="10" fill="#facc15" opacity="0.85" />
      <circle cx="200" cy="222" r="7" fill="#22c55e" />
      <rect x="176" y="176" width="48" height="6" rx="3" fill="#fff" opacity="0.5" />
    </Art>
  );
}

/** Two modular disposables side by side, each with its detachable battery. */
export function DuoArt({ label, className }: ArtProps) {
  return (
    <Art label={label} className={className} viewBox="0 0 480 270">
      <rect width="480" height="270" fill="#17171c" />
      <circle cx="150" cy="135" r="96" fill="#6d28d9" opacity="0.35" />
      <circle cx="330" cy="135" r="96" fill="#db2777" opacity="0.35" />
      <rect x="118" y="50" width="64" height="112" rx="22" fill="#a78bfa" />
      <rect x="118" y="150" width="64" height="74" rx="18" fill="#f4f4f7" />
      <rect x="298" y="50" width="64" height="112" rx="22" fill="#f472b6" />
      <rect x="298" y="150" width="64" height="74" rx="18" fill="#f4f4f7" />
      <text
        x="240"
        y="146"
        fill="#facc15"
        fontFamily="system-ui, sans-serif"
        fontSize="34"
        fontWeight="900"
        textAnchor="middle"
      >
        VS
      </text>
    </Art>
  );
}

/** The world with dots where our customers are. */
export function WorldMapArt({ label, className }: ArtProps) {
  const dots: [number, number][] = [
    [150, 105],
    [175, 120],
    [205, 100],
    [120, 90],
    [190, 140],
    [230, 190],
    [250, 215],
    [240, 240],
    [430, 90],
    [455, 100],
    [470, 80],
    [445, 120],
    [490, 110],
    [480, 150],
    [500, 190],
    [470, 220],
    [560, 100],
    [600, 110],
    [640, 95],
    [620, 140],
    [680, 130],
    [700, 160],
    [720, 230],
    [745, 250],
    [395, 80],
    [415, 70],
    [520, 130],
    [540, 170],
    [610, 180],
    [660, 200],
    [110, 120],
    [165, 165],
  ];
  return (
    <Art label={label} className={className} viewBox="0 0 840 340">
      <rect width="840" height="340" fill="#111114" />
      <g fill="#2a2a33">
        <path d="M70 70c40-30 150-40 200-10 30 20 10 60-20 80-20 14-40 20-60 40-20 22-40 20-60 0-30-30-90-70-60-110z" />
        <path d="M200 170c30-10 70 10 75 40 5 40-20 90-45 110-15 12-30 0-30-20 0-40-30-80 0-130z" />
        <path d="M380 60c40-20 110-20 150 0 20 12 0 40-30 44-30 4-60 10-90 0-30-10-50-30-30-44z" />
        <path d="M410 120c40-10 90 0 110 30 20 40 0 100-40 120-30 14-50-10-60-40-10-30-40-90-10-110z" />
        <path d="M530 60c70-30 200-20 250 20 20 20-10 50-50 60-40 10-60 40-100 40-50 0-90-20-110-50-10-20-10-50 10-70z" />
        <path d="M690 220c30-10 70 0 80 25 6 20-20 40-50 40-30 0-50-20-50-35 0-12 8-25 20-30z" />
      </g>
      <g fill="#facc15">
        {dots.map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="6" />
        ))}
      </g>
    </Art>
  );
}

/** Our team: a row of people in the brand colours. */
export function TeamArt({ label, className }: ArtProps) {
  const colours = ['#6d28d9', '#db2777', '#0ea5e9', '#16a34a', '#f59e0b'];
  return (
    <Art label={label} className={className} viewBox="0 0 500 220">
      <rect width="500" height="220" fill="#f5f5f8" />
      {colours.map((colour, i) => {
        const x = 70 + i * 90;
        return (
          <g key={colour}>
            <circle cx={x} cy="88" r="30" fill={colour} />
            <path d={`M${x - 46} 190c0-40 20-62 46-62s46 22 46 62z`} fill={colour} opacity="0.75" />
          </g>
        );
      })}
    </Art>
  );
}

/** A shield with a star: the military and first-responder discount. */
export function ShieldArt({ label, className }: ArtProps) {
  return (
    <Art label={label} className={className} viewBox="0 0 300 300">
      <rect width="300" height="300" fill="#efe9fd" />
      <path d="M150 40 240 74v70c0 56-38 98-90 118-52-20-90-62-90-118V74z" fill="#1e3a8a" />
      <path d="m150 96 14 30 32 4-24 22 6 32-28-16-28 16 6-32-24-22 32-4z" fill="#facc15" />
      <text
        x="150"
        y="232"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
        fontSize="30"
        fontWeight="900"
        textAnchor="middle"
      >
        25%
      </text>
    </Art>
  );
}

/** A shipping box on the move, for help and policy pages. */
export function ParcelArt({ label, className }: ArtProps) {
  return (
    <Art label={label} className={className} viewBox="0 0 400 240">
      <rect width="400" height="240" fill="#f5f5f8" />
      <path d="M120 80 200 48l80 32v90l-80 32-80-32z" fill="#d6a15c" />
      <path d="M120 80 200 112l80-32M200 112v90" stroke="#8a5a24" strokeWidth="6" fill="none" />
      <path d="M40 110h50M30 140h60M50 170h40" stroke="#6d28d9" strokeWidth="8" strokeLinecap="round" />
    </Art>
  );
}
