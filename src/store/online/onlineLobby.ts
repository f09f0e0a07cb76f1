// The online waiting room (docs/playing.md "Play online"): who this browser is in it, which
// says what the room tells them (the host sends the link, the friend who joined picks an army),
// and the army it offers first. The host's list is hidden from the friend until both are ready,
// so the friend is offered an army of the other side from the host's first offer (the first
// sample army), within the game's point limit (R1.2): never the mirror match of both defaults.
import type { ArmyList, UnitDef } from '../../engine';
import { CATALOG_BY_ID } from '../../data/catalog';
import { myTeam, type OnlineSession } from './online';

/** The host created the game and has the link to send; the joiner came by that link or code; a watcher has no seat. */
export type LobbyPlace = 'host' | 'joiner' | 'watcher';

export function lobbyPlace(session: Pick<OnlineSession, 'role' | 'options'>): LobbyPlace {
  const team = myTeam(session);
  if (team === null) return 'watcher';
  return team === session.options.hostTeam ? 'host' : 'joiner';
}

/** The side of a list: its first model's (a list keeps to one side unless the game is casual, R1.1). */
function sideOf(list: ArmyList): UnitDef['side'] | null {
  return CATALOG_BY_ID[list.units[0]?.models[0] ?? '']?.side ?? null;
}

/**
 * The army the waiting room offers first, from the choices the player has (sample armies, then
 * saved lists): the host, the first (as "Play online" offers it); the joiner, of the armies within
 * the game's point limit, one of the other side from that first offer, the one nearest the limit
 * (the first listed on a tie), else any other army within the limit, else the second choice.
 */
export function lobbyArmy<C extends { key: string; list: ArmyList }>(
  choices: readonly C[],
  session: Pick<OnlineSession, 'role' | 'options'>,
): C {
  const first = choices[0];
  if (lobbyPlace(session) !== 'joiner' || choices.length < 2) return first;
  const limit = session.options.points;
  const within = choices.filter((c) => c !== first && c.list.pointLimit <= limit);
  const hostSide = sideOf(first.list);
  const otherSide = within.filter((c) => sideOf(c.list) !== hostSide);
  const pool = otherSide.length > 0 ? otherSide : within;
  if (pool.length === 0) return choices[1];
  return pool.reduce((best, c) => (c.list.pointLimit > best.list.pointLimit ? c : best));
}
