// Everything wrong with the tile being made, at once, in the engine's own words (checkCustomTile:
// the file's shape, then checkTile, docs/maps.md "What every tile keeps to"). Choosing a problem
// lights its hexes on the tile.
import type { TileReadProblem } from '../../store/maps/customTiles';

interface Props {
  problems: readonly TileReadProblem[];
  chosen: number | null;
  onChoose(k: number | null): void;
}

export function TileProblems({ problems, chosen, onChoose }: Props) {
  if (problems.length === 0)
    return (
      <p className="tile-problems-none" data-testid="tile-problems">
        No problems: this tile can join any battlefield.
      </p>
    );
  return (
    <section className="tile-problems" aria-labelledby="tile-problems-title" data-testid="tile-problems">
      <h3 id="tile-problems-title">
        {problems.length === 1 ? '1 problem' : `${problems.length} problems`} (choose one to see its hexes)
      </h3>
      <ul>
        {problems.map((p, k) => (
          <li key={k}>
            <button
              type="button"
              className="tile-problem"
              aria-pressed={chosen === k}
              disabled={!p.hexes?.length}
              onClick={() => onChoose(chosen === k ? null : k)}
            >
              {p.path ? `${p.path}: ` : ''}
              {p.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
