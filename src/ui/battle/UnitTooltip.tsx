// The tooltip of the counters under the pointer or the keyboard cursor (both set the hovered
// hex), beside the hex: each unit's name, models, damage and state, as store/view/unitTip.ts words them.
// It renders when they or the hex change (store/view/hoverPanels.ts), not on every hover.
import { TEAM_CSS } from '../../render/viewModel';
import { useAppKept } from '../../store/context';
import { sameUnitTooltip, unitTooltipView } from '../../store/view/hoverPanels';
import { screenOfHex } from '../MapView';

/** Room kept between the hex's centre and the tooltip, and from the window's edges (CSS px). */
const GAP = 28;
const WIDTH = 300;

export function UnitTooltip() {
  const view = useAppKept(unitTooltipView, sameUnitTooltip);
  if (!view) return null;
  const { tips } = view;
  const at = screenOfHex.current?.(view.hex);
  if (!at) return null;
  // Right of the hex, or left of it near the window's right edge; never above the window's top.
  const left = at.x + GAP + WIDTH < window.innerWidth ? at.x + GAP : Math.max(4, at.x - GAP - WIDTH);
  const top = Math.max(4, Math.min(at.y - GAP, window.innerHeight - 40 - 70 * tips.length));
  return (
    <div className="unit-tooltip" role="tooltip" data-testid="unit-tooltip" style={{ left, top, maxWidth: WIDTH }}>
      {tips.map((t) => (
        <section key={t.unit} style={{ borderColor: TEAM_CSS[t.team] }}>
          <strong>{t.title}</strong>
          <ul>
            {t.lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
