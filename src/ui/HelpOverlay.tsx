// Help: the keyboard shortcuts, a legend of every terrain, hexside feature and highlight on the
// map, the rules in short with their ruling ids, and every ability explained.
import { useState } from 'react';
import { ABILITY_TEXT } from '../data/abilities';
import { RULES_REFERENCE } from '../data/rulesReference';
import { TERRAIN_NAMES } from '../data/terrainNames';
import { TERRAIN_COLORS } from '../render/terrainArt';
import type { Terrain } from '../engine';
import { Dialog } from './Dialog';
import { REPLAY_KEYS, SHORTCUTS, UNDO_CHORD, VIEW_KEYS } from './shortcuts';
import { FirstBattleButton } from './tutorial/TutorialOverlay';

/** How a key is written in the list. */
const keyName = (key: string) => (key === ' ' ? 'Space' : key.length === 1 ? key.toUpperCase() : key);

/** One line of a key table: the key, and what it does. */
function KeyRow({ keys, label }: { keys: string; label: string }) {
  return (
    <tr>
      <th scope="row">
        <kbd>{keys}</kbd>
      </th>
      <td>{label}</td>
    </tr>
  );
}

const TERRAIN_TEXT: Record<Terrain, string> = {
  open: 'Costs 1 Speed. No cover.',
  barren: 'Costs Infantry 2 Speed (R5.1).',
  city: 'Vehicles only along roads. +1 defense die against attacks from outside; blocks sight (R5.1, R6.3, R6.5).',
  forest: 'Vehicles pay 2 and roll 4+ to enter. +1 defense die; blocks sight (R5.1, R5.3, R6.3, R6.5).',
  hill: 'Vehicles pay 2. +1 defense die; blocks sight; a unit on a Hill sees past one hex of units (R5.1, R6.3, R6.5).',
  marsh: 'Vehicles only along roads. +1 defense die for Infantry (R5.1, R6.5).',
  water: 'Only Amphibious units enter, for 2 Speed (R5.1).',
};

function Hex({ color, children }: { color: string; children?: React.ReactNode }) {
  return (
    <svg viewBox="-22 -24 44 48" width="36" height="40" aria-hidden>
      <polygon points="0,-22 19,-11 19,11 0,22 -19,11 -19,-11" fill={color} stroke="#3a3a2a" strokeWidth="1" />
      {children}
    </svg>
  );
}

const css = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/** A small drawing of each terrain's look on the map, so the legend matches what players see. */
const TERRAIN_GLYPH: Record<Terrain, React.ReactNode> = {
  open: null,
  barren: (
    <g fill="#9c8355">
      <circle cx="-7" cy="-4" r="1.6" />
      <circle cx="5" cy="-8" r="1.3" />
      <circle cx="8" cy="5" r="1.6" />
      <circle cx="-3" cy="8" r="1.3" />
    </g>
  ),
  city: (
    <g fill="#a0483a" stroke="#4a2a22" strokeWidth="0.8">
      <rect x="-11" y="-9" width="8" height="7" />
      <rect x="2" y="-6" width="9" height="8" />
      <rect x="-6" y="4" width="8" height="7" />
    </g>
  ),
  forest: (
    <g fill="#2f6b2a" stroke="#1c4419" strokeWidth="0.8">
      <circle cx="-6" cy="-5" r="5" />
      <circle cx="6" cy="-3" r="5" />
      <circle cx="0" cy="7" r="5" />
    </g>
  ),
  hill: (
    <g fill="none" stroke="#8a6a3a" strokeWidth="1.4">
      <ellipse rx="13" ry="10" />
      <ellipse rx="8" ry="6" />
      <ellipse rx="3" ry="2" />
    </g>
  ),
  marsh: (
    <g stroke="#3f6f5a" strokeWidth="1.4">
      <path d="M-9,6 l0,-7 M-7,6 l2,-6 M5,2 l0,-7 M7,2 l2,-6 M-2,-6 l0,-6" />
    </g>
  ),
  water: (
    <g fill="none" stroke="#d6ecff" strokeWidth="1.4">
      <path d="M-10,-4 q3,-3 6,0 t6,0 t6,0 M-10,5 q3,-3 6,0 t6,0 t6,0" />
    </g>
  ),
};

const SIDES: { name: string; text: string; draw: React.ReactNode }[] = [
  {
    name: 'Road',
    text: "A Vehicle's first road step each phase is free (R5.4); Vehicles reach City and Marsh only by road.",
    draw: <line x1="-19" y1="0" x2="19" y2="0" stroke="#6e5530" strokeWidth="8" />,
  },
  {
    name: 'River',
    text: 'Crossing it needs 4+ unless a Bridge carries you or you are Amphibious (R5.3).',
    draw: <line x1="19" y1="-11" x2="19" y2="11" stroke="#2f68a8" strokeWidth="6" />,
  },
  {
    name: 'Bridge',
    text: 'Crosses the River without a roll. Bridge Demolition can destroy it (R8.8).',
    draw: (
      <>
        <line x1="19" y1="-11" x2="19" y2="11" stroke="#2f68a8" strokeWidth="6" />
        <rect x="11" y="-4" width="16" height="8" fill="#8a5e34" stroke="#3b2612" />
      </>
    ),
  },
  {
    name: 'Hedge',
    text: 'Crossing needs 4+; blocks sight beyond it; +1 defense die to a target behind it (R5.3, R6.3, R6.5).',
    draw: <line x1="19" y1="-11" x2="19" y2="11" stroke="#2c5220" strokeWidth="6" strokeDasharray="3 2" />,
  },
  {
    name: 'Cliff',
    text: 'Cannot be crossed; blocks sight beyond it; +1 defense die to a target behind it (R5.3, R6.3, R6.5).',
    draw: (
      <>
        <line x1="19" y1="-11" x2="19" y2="11" stroke="#4a3b2c" strokeWidth="5" />
        <polygon points="19,-6 25,-3 19,0" fill="#6b5641" />
        <polygon points="19,2 25,5 19,8" fill="#6b5641" />
      </>
    ),
  },
];

const MARKS: { name: string; text: string; draw: React.ReactNode }[] = [
  {
    name: 'Reachable',
    text: 'The selected unit can move here; the number is the Speed it costs.',
    draw: (
      <polygon points="0,-19 16,-9 16,9 0,19 -16,9 -16,-9" fill="rgba(255,255,255,.4)" stroke="#fff" strokeWidth="2" />
    ),
  },
  {
    name: 'Roll needed',
    text: 'Reachable, but the route needs a movement roll (4+): dashed amber.',
    draw: (
      <polygon
        points="0,-19 16,-9 16,9 0,19 -16,9 -16,-9"
        fill="none"
        stroke="#ffc83d"
        strokeWidth="3"
        strokeDasharray="5 4"
      />
    ),
  },
  {
    name: 'Target',
    text: 'The aimed model can attack this unit: red ring with corners.',
    draw: <polygon points="0,-19 16,-9 16,9 0,19 -16,9 -16,-9" fill="none" stroke="#ff5a4a" strokeWidth="3" />,
  },
  {
    name: 'Out of reach',
    text: 'An enemy it cannot attack: hatched. Hover it to read why.',
    draw: (
      <>
        <polygon points="0,-19 16,-9 16,9 0,19 -16,9 -16,-9" fill="none" stroke="#222" />
        <path d="M-10,-10 L10,10 M-14,0 L0,14 M0,-14 L14,0" stroke="#222" />
      </>
    ),
  },
  {
    name: 'Legal hex',
    text: 'Where the marker or unit being placed may go: green outline and dot.',
    draw: (
      <>
        <polygon
          points="0,-19 16,-9 16,9 0,19 -16,9 -16,-9"
          fill="rgba(125,255,154,.3)"
          stroke="#2ee05a"
          strokeWidth="2.5"
        />
        <circle r="4" fill="#2ee05a" />
      </>
    ),
  },
  {
    name: 'Stuck!',
    text: 'Legal, but a hex the unit could never leave (a Vehicle in a Marsh or City hex with no road, R5.1): amber, hatched.',
    draw: (
      <>
        <polygon
          points="0,-19 16,-9 16,9 0,19 -16,9 -16,-9"
          fill="rgba(255,180,61,.3)"
          stroke="#ffb43d"
          strokeWidth="2.5"
          strokeDasharray="5 4"
        />
        <path d="M-10,-10 L10,10 M-14,0 L0,14 M0,-14 L14,0" stroke="#ffb43d" />
      </>
    ),
  },
  {
    name: 'Waypoint',
    text: 'A hex the route goes through, in order (shift-click a lit hex; Escape clears them).',
    draw: (
      <>
        <circle r="11" fill="#ffe14d" stroke="#111" strokeWidth="2" />
        <text y="4" textAnchor="middle" fontSize="12" fontWeight="700" fill="#111">
          1
        </text>
      </>
    ),
  },
  {
    name: 'Choice',
    text: 'One of the hexes a decision picks between (for Defensive Fire: where the mover is taken to be).',
    draw: <polygon points="0,-19 16,-9 16,9 0,19 -16,9 -16,-9" fill="none" stroke="#ffe14d" strokeWidth="3.5" />,
  },
  {
    name: 'Defensive Fire',
    text: 'On a route: this step lets enemy units fire at the mover (R5.7).',
    draw: <polygon points="0,-10 9,6 -9,6" fill="#e8322a" stroke="#111" />,
  },
  {
    name: 'Clear sight',
    text: 'The line-of-sight tool (L): the first hex sees the second (R6.3). A solid green line between two rings.',
    draw: (
      <>
        <line x1="-14" y1="10" x2="14" y2="-10" stroke="#111" strokeWidth="5" />
        <line x1="-14" y1="10" x2="14" y2="-10" stroke="#3ddc84" strokeWidth="3" />
        <circle cx="14" cy="-10" r="6" fill="none" stroke="#3ddc84" strokeWidth="2" />
      </>
    ),
  },
  {
    name: 'Blocked sight',
    text: 'The line-of-sight tool: red, dashed past what blocks it; a blocking hex is crossed out, a blocking Hedge or Cliff drawn as a red bar (R6.3).',
    draw: (
      <>
        <line x1="-14" y1="10" x2="0" y2="0" stroke="#ff4a3a" strokeWidth="3" />
        <line x1="0" y1="0" x2="14" y2="-10" stroke="#ff4a3a" strokeWidth="3" strokeDasharray="4 3" />
        <path d="M-5,-5 L5,5 M5,-5 L-5,5" stroke="#ff4a3a" strokeWidth="3" />
      </>
    ),
  },
  {
    name: 'Objective',
    text: 'An Objective Marker and its worth, drawn above the counters and never too small to read: gold while nobody holds it, filled with the colour of the team holding it now, split in both colours when contested (R7.1).',
    draw: (
      <>
        <circle r="12" fill="#2f64a8" stroke="#f2c84b" strokeWidth="3" />
        <text y="4" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff">
          3
        </text>
      </>
    ),
  },
];

type Tab = 'keys' | 'legend' | 'rules' | 'abilities';

export function HelpOverlay({ onClose }: { onClose(): void }) {
  const [tab, setTab] = useState<Tab>('keys');
  const tabs: [Tab, string][] = [
    ['keys', 'Keys'],
    ['legend', 'Map legend'],
    ['rules', 'Rules'],
    ['abilities', 'Abilities'],
  ];
  return (
    <Dialog title="Help" onClose={onClose} wide>
      <p className="tutorial-entry">
        New to the game? <FirstBattleButton onStarted={onClose} /> walks you through one turn, pointing at what to
        click.
      </p>
      <div className="tabs" role="tablist" aria-label="Help">
        {tabs.map(([t, label]) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
            {label}
          </button>
        ))}
      </div>
      <div className="help-body" role="tabpanel">
        {tab === 'keys' && (
          <>
            <table className="keys">
              <tbody>
                {SHORTCUTS.map((s) => (
                  <KeyRow key={s.key} keys={keyName(s.key)} label={s.label} />
                ))}
                <KeyRow keys={UNDO_CHORD.keys} label={UNDO_CHORD.label} />
              </tbody>
            </table>
            <h3>In a replay</h3>
            <table className="keys">
              <tbody>
                {REPLAY_KEYS.map((s) => (
                  <KeyRow key={s.key} keys={keyName(s.key)} label={s.label} />
                ))}
              </tbody>
            </table>
            <p className="hint">
              In a replay the other keys wait for the live game, but for {[...VIEW_KEYS].map(keyName).join(', ')}.
            </p>
            <p className="hint">
              Mouse: click a unit to select it, click a lit hex to act; a click on your own unit selects it, even where
              the unit selected could move, and the panel then offers "Move … here" to stack with it or board it; a
              click on an empty hex the unit cannot reach says why and keeps it selected (Escape deselects); drag to
              pan, wheel to zoom. Touch: tap, drag, pinch. Every button works with Tab and Enter.
            </p>
          </>
        )}
        {tab === 'legend' && (
          <div className="legend">
            <h3>Terrain</h3>
            {(Object.keys(TERRAIN_TEXT) as Terrain[]).map((t) => (
              <div key={t} className="legend-row">
                <Hex color={css(TERRAIN_COLORS[t])}>{TERRAIN_GLYPH[t]}</Hex>
                <div>
                  <strong>{TERRAIN_NAMES[t]}</strong> {TERRAIN_TEXT[t]}
                </div>
              </div>
            ))}
            <h3>Roads and hexsides</h3>
            {SIDES.map((s) => (
              <div key={s.name} className="legend-row">
                <Hex color={css(TERRAIN_COLORS.open)}>{s.draw}</Hex>
                <div>
                  <strong>{s.name}</strong> {s.text}
                </div>
              </div>
            ))}
            <h3>Highlights</h3>
            {MARKS.map((s) => (
              <div key={s.name} className="legend-row">
                <Hex color="#5f6e52">{s.draw}</Hex>
                <div>
                  <strong>{s.name}</strong> {s.text}
                </div>
              </div>
            ))}
            <h3>Counters</h3>
            <p>
              Team colour, the nation's band and a NATO-style symbol: ✕ infantry, an oval armour, a dot artillery, an
              inverted V anti-tank, a single slash reconnaissance (cavalry, motorcycles), a propeller aircraft, two
              wheels a truck; a vehicle doing another arm's job carries both marks (a tank destroyer the oval and the V,
              a half-track the oval and the ✕), and an Officer a staff down the left. The number is the models left, red
              pips the damage. Zoomed in, the nation's code, the Speed left (top right) and the name show too. A yellow
              arrow shows where a unit with facing faces. A dimmed counter with a tick has acted this phase; an orange
              frame and an S mark a suppressed unit (R8.5). Moves, attacks and destroyed units are animated (a click or
              any key skips; Settings turns it off, and so does the system's reduced-motion choice).
            </p>
          </div>
        )}
        {tab === 'rules' && (
          <div className="rules-ref">
            {RULES_REFERENCE.map((section) => (
              <section key={section.title}>
                <h3>{section.title}</h3>
                <dl>
                  {section.entries.map((e) => (
                    <div key={e.id}>
                      <dt>
                        <span className="rule-id">{e.id}</span> {e.title}
                      </dt>
                      <dd>{e.text}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        )}
        {tab === 'abilities' && (
          <dl className="rules-ref">
            {Object.values(ABILITY_TEXT)
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((a) => (
                <div key={a.name}>
                  <dt>
                    {a.name} <span className="rule-id">{a.rule}</span>
                  </dt>
                  <dd>{a.text}</dd>
                </div>
              ))}
          </dl>
        )}
      </div>
    </Dialog>
  );
}
