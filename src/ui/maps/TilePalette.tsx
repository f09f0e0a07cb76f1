// The tile editor's tools (store/maps/tileTools.ts): R2.1's seven terrains on keys 1-7, Road,
// River, Bridge, Hedge, Cliff and Erase, each a real button that says which is chosen.
import { TERRAIN_COLORS } from '../../render/terrainArt';
import { sameTool, TOOLS, type Tool } from '../../store/maps/tileTools';

const css = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

const SWATCHES: Record<string, string> = {
  road: '#8a6a3c',
  river: '#2f6fb0',
  bridge: '#6b4f2c',
  hedge: '#2e5a1c',
  cliff: '#4a3520',
  erase: 'transparent',
};

function swatch(tool: Tool): string {
  if (tool.kind === 'terrain') return css(TERRAIN_COLORS[tool.terrain]);
  return SWATCHES[tool.kind === 'side' ? tool.side : tool.kind];
}

export function TilePalette({ tool, onTool }: { tool: Tool; onTool(t: Tool): void }) {
  return (
    <div className="tile-palette" role="toolbar" aria-label="Tile tools">
      {TOOLS.map((t) => (
        <button
          key={t.label}
          type="button"
          aria-label={t.label}
          aria-pressed={sameTool(t.tool, tool)}
          aria-keyshortcuts={t.key.toUpperCase()}
          onClick={() => onTool(t.tool)}
        >
          <span className="swatch" style={{ background: swatch(t.tool) }} aria-hidden="true" />
          {t.label}
          <kbd>{t.key.toUpperCase()}</kbd>
        </button>
      ))}
    </div>
  );
}
