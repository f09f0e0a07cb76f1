// Why checkCustomTile lives in src/data (docs/maps.md, "Your own tiles"; docs/architecture.md):
// the game server reads custom tiles with the same reader as the page, and the layers let the
// server import src/data but not the store.
import { describe, expect, it } from 'vitest';
import { projectLayers } from '../../architecture/layers';

const from = (file: string, to: string) =>
  projectLayers({ from: file, to, specifier: to.replace(/\.ts$/, ''), typeOnly: false });

describe("the tile reader's place", () => {
  it('the server may import it from src/data, and could not from the store', () => {
    expect(from('server/validate.ts', 'src/data/tileFormat.ts')).toBeNull();
    expect(from('server/validate.ts', 'src/store/maps/customTiles.ts')).not.toBeNull();
  });

  it('store/maps is a part of the store: it imports no appStore', () => {
    expect(from('src/store/maps/keptTiles.ts', 'src/store/appStore.ts')).toMatch(/is a part of the store/);
  });
});
