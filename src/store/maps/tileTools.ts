// The tile editor's tools and what each does where it is used (docs/maps.md, "The tile editor"): the
// seven terrains of R2.1 on keys 1-7, Road, River, Bridge, Hedge, Cliff and Erase. A pointer or the
// keyboard's cursor gives a hex and the hexside nearest it; each tool acts on the one it needs.
import { TERRAINS, type OffsetPair, type SideSpec, type Terrain, type TileSpec } from '../../engine';
import { TERRAIN_NAMES } from '../../data/terrainNames';
import {
  addRoadSegment,
  clearSide,
  paintTerrain,
  removeRoadsAt,
  sideHas,
  stepDir,
  toggleSide,
  type SideKind,
} from './tileEdit';

export type Tool =
  | { kind: 'terrain'; terrain: Terrain }
  | { kind: 'road' }
  | { kind: 'side'; side: SideKind }
  | { kind: 'erase' };

export interface ToolEntry {
  tool: Tool;
  label: string;
  /** The key that picks it (KeyboardEvent.key, lower case). */
  key: string;
}

/** Every tool, in the palette's order: R2.1's terrains on 1-7, then the roads and hexside features. */
export const TOOLS: readonly ToolEntry[] = [
  ...TERRAINS.map((terrain, k) => ({
    tool: { kind: 'terrain', terrain } as Tool,
    label: TERRAIN_NAMES[terrain],
    key: String(k + 1),
  })),
  { tool: { kind: 'road' }, label: 'Road', key: 'r' },
  { tool: { kind: 'side', side: 'river' }, label: 'River', key: 'v' },
  { tool: { kind: 'side', side: 'bridge' }, label: 'Bridge', key: 'b' },
  { tool: { kind: 'side', side: 'hedge' }, label: 'Hedge', key: 'h' },
  { tool: { kind: 'side', side: 'cliff' }, label: 'Cliff', key: 'c' },
  { tool: { kind: 'erase' }, label: 'Erase', key: 'e' },
];

export function sameTool(a: Tool, b: Tool): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The tool a key picks, or null. */
export function toolForKey(key: string): Tool | null {
  return TOOLS.find((t) => t.key === key.toLowerCase())?.tool ?? null;
}

/** Where a tool is used: a hex (on the tile or one off it), the hexside nearest, and whether it was nearer that hexside than the hex's middle. */
export interface ToolTarget {
  hex: OffsetPair;
  side: SideSpec;
  nearEdge: boolean;
}

/**
 * What a stroke remembers between hexes: the hex a road goes on from, and whether a hexside
 * stroke is putting its feature on or taking it off (the first hexside decides, so a drag sets
 * every hexside it crosses alike).
 */
export interface StrokeMemory {
  roadFrom: OffsetPair | null;
  adding: boolean | null;
}

export const FRESH_STROKE: StrokeMemory = { roadFrom: null, adding: null };

export function usesHexside(tool: Tool, target: Pick<ToolTarget, 'nearEdge'>): boolean {
  return tool.kind === 'side' || (tool.kind === 'erase' && target.nearEdge);
}

/** The tile after `tool` is used at `target`, and what the stroke remembers for its next hex. */
export function applyTool(
  spec: TileSpec,
  tool: Tool,
  target: ToolTarget,
  memory: StrokeMemory,
): { spec: TileSpec; memory: StrokeMemory } {
  switch (tool.kind) {
    case 'terrain':
      return { spec: paintTerrain(spec, target.hex, tool.terrain), memory };
    case 'road': {
      const from = memory.roadFrom;
      if (from && stepDir(from, target.hex) !== null) {
        return { spec: addRoadSegment(spec, from, target.hex), memory: { ...memory, roadFrom: target.hex } };
      }
      return { spec, memory: { ...memory, roadFrom: target.hex } };
    }
    case 'side': {
      const has = sideHas(spec, tool.side, target.side);
      const adding = memory.adding ?? !has;
      if (has === adding) return { spec, memory: { ...memory, adding } };
      return { spec: toggleSide(spec, tool.side, target.side), memory: { ...memory, adding } };
    }
    case 'erase': {
      // Near a hexside with a feature, the feature goes; anywhere else the hex's roads.
      const cleared = target.nearEdge ? clearSide(spec, target.side) : spec;
      return { spec: cleared !== spec ? cleared : removeRoadsAt(spec, target.hex), memory };
    }
  }
}
