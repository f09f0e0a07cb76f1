// One source per rule (docs/architecture.md "One source per rule"): a rule decided on a terrain, an
// ability or a weapon is decided in the engine, which exports a named check for it (hexCover,
// canClaim, mayAttackAircraft, heavyArmorLeft, losesModels, checkStand ...), or in src/data.
// Outside src/engine/ and src/data/, this check fails on a rule decision written against such a
// name as a string literal: a copy of the rule that the engine could not keep in step. It fails on
//
// - a comparison (===, !==, ==, !=) with a terrain name, either side (`t === 'forest'`);
//   a `case 'forest':` too, except in src/render/, which draws each terrain its own way;
// - an ability id passed as a literal to an ability lookup (`unitHasAbility(state, u, 'aa')`,
//   modelHasAbility, unitAbilityNumber, modelAbilityNumber, anyModelHas, hasAbility);
// - an ability id compared with an ability's `id` (`a.id === 'heavyArmor'`), except in the card
//   editor (src/store/builder/cardForm.ts, src/store/files/cardFile.ts, src/ui/builder/), which edits the card
//   format whose fields are ability ids;
// - a Hull, Auxiliary, Close Assault or Hand to Hand weapon compared with an expression named
//   `weapon`, and a profile ('infantry', 'vehicle') compared with one named `profile`.
//
// It allows what only shows or carries a name: record keys and lookups keyed by one (the
// renderer's terrain art, ABILITY_TEXT[id]), text, types, an action built with a field set to a
// name (`{ type: 'attack', weapon: 'closeAssault' }`, the action format the engine checks), and
// words that are ability ids but name something else where they are compared: a setup step or
// decision ('scout'), an action ('bridgeDemolition'), a counter's or a random attack's kind
// ('aircraft', 'blast'), a weapon 'normal' shown as "this model". The names are read from the
// engine's own lists (ABILITY_IDS, TERRAIN_CHARS, WEAPONS), so a new terrain, ability or weapon is
// covered without editing this file.
import { describe, expect, test } from 'vitest';
import { ABILITY_IDS } from '../../src/engine/core/cards';
import { TERRAIN_CHARS } from '../../src/engine/board/battlefield';
import { WEAPONS } from '../../src/engine/legal/legal';
import { bannedLines, projectSources, type CodeBan } from './project';

const TERRAINS = [...new Set(Object.values(TERRAIN_CHARS))];
const WEAPON_NAMES = WEAPONS.filter((w) => w !== 'normal');
const PROFILES = ['infantry', 'vehicle'];

const alt = (names: readonly string[]) => names.join('|');
const quoted = (names: readonly string[]) => `['"](?:${alt(names)})['"]`;
const OPERATOR = '(?:===|!==|==|!=)';
/** A comparison of `what` (an expression ending in that name, when given) with one of `names`, either side. */
const compared = (names: readonly string[], what = '') =>
  new RegExp(
    what
      ? `${what}\\s*${OPERATOR}\\s*${quoted(names)}|${quoted(names)}\\s*${OPERATOR}\\s*[\\w.?]*${what}\\b`
      : `${OPERATOR}\\s*${quoted(names)}|${quoted(names)}\\s*${OPERATOR}`,
  );

const CARD_EDITOR = /^src\/store\/(builder\/cardForm|files\/cardFile)\.ts$|^src\/ui\/builder\//;

const CHECKS: CodeBan[] = [
  { pattern: compared(TERRAINS), why: 'compared with a terrain' },
  { pattern: new RegExp(`\\bcase\\s+${quoted(TERRAINS)}\\s*:`), why: 'a case on a terrain', except: /^src\/render\// },
  {
    pattern: new RegExp(
      `\\b(?:unitHasAbility|modelHasAbility|unitAbilityNumber|modelAbilityNumber|anyModelHas|hasAbility)\\s*\\([^;]*?${quoted(ABILITY_IDS)}`,
    ),
    why: 'an ability looked up by a literal id',
  },
  { pattern: compared(ABILITY_IDS, '\\bid'), why: 'compared with an ability id', except: CARD_EDITOR },
  { pattern: compared(WEAPON_NAMES, 'weapon'), why: 'compared with a weapon' },
  { pattern: compared(PROFILES, 'profile'), why: 'compared with a profile' },
];

/** Files whose rule decisions are the engine's or the data's own. */
const isRuleSource = (file: string) =>
  !file.startsWith('src/') || file.startsWith('src/engine/') || file.startsWith('src/data/');

/** 'file:line: why (the literal)' for every rule decision on a name outside the engine and the data. */
function ruleNameUses(sources: Record<string, string>): string[] {
  return bannedLines(sources, (file) => (isRuleSource(file) ? [] : CHECKS));
}

describe('rules are decided in the engine: no terrain, ability or weapon name decides a rule outside src/engine and src/data', () => {
  test('src/ outside the engine and the data compares no rule name and looks no ability up by a literal', () => {
    expect(ruleNameUses(projectSources())).toEqual([]);
  });

  test('the check finds each kind of use and allows keys, text, actions, the listed exceptions and other folders', () => {
    const found = ruleNameUses({
      'src/ai/x.ts': [
        "const cover = t === 'forest' || t === 'city';",
        "if ('marsh' !== t) go();",
        "switch (t) { case 'water': break; }",
        "const aa = unitHasAbility(state, unit, 'aa');",
        "const heavy = unit.abilities.find((a) => a.id === 'heavyArmor');",
        "if (a.weapon === 'closeAssault') x();",
        "if (a.profile !== 'vehicle') z();",
      ].join('\n'),
      'src/render/art.ts': [
        'const ART = { forest: 0x2f5d2f, water: 0x3060a0 };',
        "switch (t) { case 'forest': return tree(); }",
        "const text = ABILITY_TEXT['aa'];",
        "dispatch({ type: 'attack', weapon: 'closeAssault' });",
        "if (kind === 'infantry' || moveKind === 'normal' || weapon === 'normal') w();",
        "if (step === 'scout' || p.kind === 'aircraft') v();",
        "const label = 'forest';",
        "// t === 'forest' in a comment",
      ].join('\n'),
      'src/store/builder/cardForm.ts': "const has = form.abilities.some((a) => a.id === 'aircraft');",
      'src/engine/rules/cover.ts': "return t === 'forest';",
      'src/data/tiles.ts': "if (t === 'water') n++;",
      'tests/x.test.ts': "expect(t === 'forest').toBe(true);",
    });
    expect(found).toEqual([
      "src/ai/x.ts:1: compared with a terrain (=== 'forest')",
      "src/ai/x.ts:2: compared with a terrain ('marsh' !==)",
      "src/ai/x.ts:3: a case on a terrain (case 'water':)",
      "src/ai/x.ts:4: an ability looked up by a literal id (unitHasAbility(state, unit, 'aa')",
      "src/ai/x.ts:5: compared with an ability id (id === 'heavyArmor')",
      "src/ai/x.ts:6: compared with a weapon (weapon === 'closeAssault')",
      "src/ai/x.ts:7: compared with a profile (profile !== 'vehicle')",
    ]);
  });
});
