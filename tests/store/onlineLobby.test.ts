// The online waiting room (docs/playing.md "Play online"): the host is told to send the link,
// the friend who joined what to do; the friend is first offered an army of the other side within
// the game's point limit, never the host's first offer (a mirror match one click away).
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import type { TeamId } from '../../src/engine';
import type { OnlineGameOptions, Role } from '../../src/net/protocol';
import { lobbyArmy, lobbyPlace } from '../../src/store/online/onlineLobby';

const choices = SAMPLE_ARMIES.map((s) => ({ key: `sample:${s.id}`, list: s.list }));
const seated = (team: TeamId, hostTeam: TeamId, points = 100) => ({
  role: { kind: 'player', team } as Role,
  options: { points, hostTeam } as OnlineGameOptions,
});
const sideOf = (c: (typeof choices)[number]) => CATALOG_BY_ID[c.list.units[0].models[0]].side;

describe('the online waiting room', () => {
  it('tells the host from the friend who joined and from a watcher', () => {
    expect(lobbyPlace(seated(0, 0))).toBe('host');
    expect(lobbyPlace(seated(1, 1))).toBe('host');
    expect(lobbyPlace(seated(1, 0))).toBe('joiner');
    expect(lobbyPlace(seated(0, 1))).toBe('joiner');
    expect(lobbyPlace({ role: { kind: 'spectator' }, options: seated(0, 0).options })).toBe('watcher');
  });

  it("offers the host the first army, and the joiner one of the other side within the game's limit", () => {
    expect(lobbyArmy(choices, seated(0, 0))).toBe(choices[0]);
    for (const points of [100, 150, 200, 300]) {
      const offered = lobbyArmy(choices, seated(1, 0, points));
      expect(offered.key, `${points} points`).not.toBe(choices[0].key);
      expect(sideOf(offered)).not.toBe(sideOf(choices[0]));
      expect(offered.list.pointLimit).toBeLessThanOrEqual(points);
    }
    // The quick game's pair at its own limit: the Americans' opponents are the Wehrmacht.
    expect(lobbyArmy(choices, seated(1, 0, 100)).key).toBe('sample:sample-wehrmacht');
  });

  it('falls back to another army when none of the other side fits, and to the second when none fits at all', () => {
    const allies = choices.filter((c) => sideOf(c) === sideOf(choices[0]));
    const offered = lobbyArmy(allies, seated(1, 0, 1000));
    expect(offered).not.toBe(allies[0]);
    expect(lobbyArmy(choices, seated(1, 0, 10))).toBe(choices[1]);
  });
});
