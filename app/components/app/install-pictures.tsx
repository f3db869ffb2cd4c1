/**
 * The /app page's two pictures (issue 44), drawn for it: a phone before and
 * after the tap that adds the church to its home screen. Plain shapes in the
 * brand's colours (app/styles/pages/app.css), the one menu entry that matters
 * written in the page's language, and the whole picture described in words
 * (`label`), which a screen reader reads instead of its parts.
 */

interface PictureProps {
  /** The picture described in words. */
  label: string;
  /** The menu entry the second phone circles ("Add to Home Screen", "Install app"). */
  entry: string;
}

/** A phone's outline and screen, at `x`. */
function Phone({ x }: { x: number }) {
  return (
    <>
      <rect className="app-picture-phone" x={x} y="6" width="136" height="244" rx="20" />
      <rect className="app-picture-screen" x={x + 8} y="22" width="120" height="212" rx="6" />
    </>
  );
}

/** A page's lines of text, dimmed behind a menu. */
function PageLines({ x, y }: { x: number; y: number }) {
  return (
    <g className="app-picture-lines">
      {[0, 1, 2, 3, 4].map((row) => (
        <rect key={row} x={x + 16} y={y + row * 16} width={row % 2 ? 70 : 96} height="7" rx="3" />
      ))}
    </g>
  );
}

function Arrow() {
  return <path className="app-picture-arrow" d="M150 128 h28 m-8 -7 l8 7 l-8 7" />;
}

interface MenuShape {
  sheet: { x: number; y: number; width: number; height: number; rx: number };
  /** The menu's other entries, drawn as bars: their tops and height. */
  rows: { tops: readonly number[]; height: number };
  /** The entry's baseline, and the top of the ring round it. */
  entryY: number;
  ringY: number;
}

/** Each second phone's open menu (the picture's own coordinates): its sheet, its other entries, the one that matters. */
const MENUS = {
  iphone: {
    sheet: { x: 206, y: 118, width: 120, height: 116, rx: 10 },
    rows: { tops: [132, 158, 210], height: 14 },
    entryY: 188,
    ringY: 175,
  },
  android: {
    sheet: { x: 208, y: 26, width: 116, height: 120, rx: 6 },
    rows: { tops: [36, 58, 124], height: 12 },
    entryY: 98,
    ringY: 84,
  },
} satisfies Record<string, MenuShape>;

/** The second phone: the page dimmed behind the open menu, the entry that matters written in words and circled. */
function OpenMenu({ linesY, menu, entry }: { linesY: number; menu: MenuShape; entry: string }) {
  const { sheet, rows, entryY, ringY } = menu;
  return (
    <>
      <Phone x={198} />
      <PageLines x={198} y={linesY} />
      <rect className="app-picture-sheet" {...sheet} />
      {rows.tops.map((y) => (
        <rect key={y} className="app-picture-row" x="216" y={y} width="100" height={rows.height} rx="4" />
      ))}
      <text className="app-picture-entry" x="266" y={entryY} textAnchor="middle">
        {entry}
      </text>
      <rect className="app-picture-ring" x="207" y={ringY} width="118" height="20" rx="8" />
    </>
  );
}

/** iPhone, Safari: the Share button in the bottom bar, then "Add to Home Screen" in the Share list. */
export function IphonePicture({ label, entry }: PictureProps) {
  return (
    <svg className="app-picture" viewBox="0 0 340 256" role="img" aria-label={label}>
      <Phone x={4} />
      <PageLines x={4} y={44} />
      <rect className="app-picture-bar" x="12" y="200" width="120" height="34" />
      {/* The Share button: a square open at the top, an arrow up out of it. */}
      <path className="app-picture-icon" d="M66 212 h-4 v14 h20 v-14 h-4 M72 219 v-14 m-5 5 l5 -5 l5 5" />
      <circle className="app-picture-ring" cx="72" cy="217" r="15" />
      <Arrow />
      <OpenMenu linesY={44} menu={MENUS.iphone} entry={entry} />
    </svg>
  );
}

/** Android, Chrome: the menu's three dots at the top right, then "Install app" in the menu. */
export function AndroidPicture({ label, entry }: PictureProps) {
  return (
    <svg className="app-picture" viewBox="0 0 340 256" role="img" aria-label={label}>
      <Phone x={4} />
      <rect className="app-picture-bar" x="12" y="22" width="120" height="28" />
      <rect className="app-picture-row" x="20" y="30" width="82" height="12" rx="6" />
      {[29, 36, 43].map((y) => (
        <circle key={y} className="app-picture-dot" cx="118" cy={y} r="2.2" />
      ))}
      <circle className="app-picture-ring" cx="118" cy="36" r="13" />
      <PageLines x={4} y={70} />
      <Arrow />
      <OpenMenu linesY={70} menu={MENUS.android} entry={entry} />
    </svg>
  );
}
