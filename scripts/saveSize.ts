// npm run savesize: how big a saved game is in the browser's storage (docs/playing.md, "Undo, saving and replays"), printed
// (never asserted here; tests/store/savedGames.test.ts keeps a bound). Random legal actions play
// 300-point games of 5 turns; the save holds the initial state and the actions (persistence.ts),
// so its size is the initial state's plus a few dozen bytes per action.
import { gameFileText } from '../src/store/files/gameFile';
import { playRandomGame } from '../tests/property/randomPlay';

const games = Number(process.env.SAVESIZE_GAMES ?? 20);
const sizes: { initial: number; total: number; actions: number; states: number }[] = [];
for (let g = 0; g < games; g++) {
  const played = playRandomGame(`savesize-${g}`, { points: 300 });
  const initial = JSON.stringify(played.initial).length;
  const total = gameFileText(played.initial, played.actions).length;
  // What saving every state (not the actions) would cost: the final state once per action.
  const states = JSON.stringify(played.final).length * played.actions.length;
  sizes.push({ initial, total, actions: played.actions.length, states });
}
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`${games} random 300-point games of 5 turns (the default, R7.3):`);
console.log(
  `  save (initial state + actions): median ${kb(median(sizes.map((s) => s.total)))}, max ${kb(Math.max(...sizes.map((s) => s.total)))}`,
);
console.log(`  of which the initial state: median ${kb(median(sizes.map((s) => s.initial)))}`);
console.log(
  `  actions per game: median ${median(sizes.map((s) => s.actions))}, max ${Math.max(...sizes.map((s) => s.actions))}`,
);
console.log(`  saving every state instead: median ${kb(median(sizes.map((s) => s.states)))}`);
