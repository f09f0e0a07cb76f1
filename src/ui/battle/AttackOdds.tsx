// The odds of an attack before it is rolled, exact (the engine's previewAttack works them out
// from the dice), with the numbers behind them: dice and where they come from, modifiers, what
// the successes must reach, and the defense dice with their sources.
import {
  BAND_NAMES,
  percentOf,
  previewAttack,
  type Action,
  type AttackPreview,
  type GameState,
  type Hex,
  type OutcomeChance,
  type PreviewContext,
  type StrikePreview,
} from '../../engine';
import { diceSourcesText } from '../phrases';

const AGAINST = { front: 'front', rear: 'rear', speed: 'Speed', soft: 'Unarmored 3/3', defense: 'Defense' } as const;

/** A chance as a player reads it (engine percentOf: never "100%" short of certain nor "0%" above impossible). */
export function pct(p: number): string {
  return `${percentOf(p)}%`;
}

function outcomeLabel(o: OutcomeChance, casualty: boolean): string {
  switch (o.result) {
    case 'none':
      return casualty ? 'No casualty' : 'No damage';
    case 'modelLost':
      return o.count > 1 ? `${o.count} models lost` : 'A model lost';
    case 'damaged':
      return `${o.count} damage`;
    case 'destroyed':
      return 'Destroyed';
  }
}

/** "Speed 4, +1 Forest hex, -1 Pin Pointer": the first source, then each adjustment with its sign (phrases.ts). */
function Sources({ list }: { list: { label: string; n: number }[] }) {
  return <>{diceSourcesText(list)}</>;
}

function StrikeOddsView({ s, heading }: { s: StrikePreview; heading?: string }) {
  const a = s.attack;
  const mods =
    a.modifierSources.length > 0
      ? `, ${a.modifier >= 0 ? '+' : ''}${a.modifier} each (${a.modifierSources.map((m) => m.label).join(', ')})`
      : '';
  return (
    <div className="strike-odds">
      {heading && <h4>{heading}</h4>}
      <p className="numbers">
        <strong>{a.count}</strong> {s.profile} dice (<Sources list={a.countSources} />){mods}
        {a.successOn === null ? ', no face succeeds' : `, success on ${a.successOn}+`}
        {a.tankDestroyer ? ', 6s count 2' : ''}
        {a.shrapnel > 0 ? `, each success ×${a.shrapnel}` : ''}
        {a.reroll ? ', one die may be rerolled' : ''}. Against {AGAINST[s.against]} <strong>{s.value}</strong>
        {s.heavyArmorLeft > 0 ? ` (Heavy Armor ignores ${s.heavyArmorLeft} more)` : ''};{' '}
        <strong>{s.defense.count}</strong> defense dice
        {s.defense.sources.length > 0 && (
          <>
            {' '}
            (<Sources list={s.defense.sources} />)
          </>
        )}
        , save on {s.defense.saveOn}+.
      </p>
      <table className="outcomes">
        <tbody>
          {s.odds.outcomes.map((o) => (
            <tr key={`${o.result}${o.count}`}>
              <th scope="row">{outcomeLabel(o, s.casualty)}</th>
              <td className="bar">
                <span style={{ width: `${Math.max(1, o.p * 100)}%` }} className={o.result} />
              </td>
              <td className="p">{pct(o.p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AttackOdds({
  game,
  action,
  defensiveFireAt,
}: {
  game: GameState;
  action: Extract<Action, { type: 'attack' }>;
  defensiveFireAt?: Hex;
}) {
  const context: PreviewContext = defensiveFireAt
    ? { context: 'defensiveFire', targetAt: defensiveFireAt }
    : { context: 'activation' };
  const previewed = previewAttack(game, action, context);
  if (!previewed.ok) return <p className="hint">{previewed.error.message}</p>;
  return <PreviewOdds preview={previewed.value} />;
}

/** The odds of one attack already previewed (an attack aimed, or one model's attack in a Defensive Fire volley). */
export function PreviewOdds({ preview, head }: { preview: AttackPreview; head?: string }) {
  const where =
    preview.spec.range === 0
      ? 'same hex'
      : `${BAND_NAMES[preview.band]} range, ${preview.spec.range} ${preview.spec.range === 1 ? 'hex' : 'hexes'}`;
  return (
    <div className="odds" data-testid="attack-odds">
      <p className="odds-head">
        {head ?? (
          <>
            {preview.attackerName}, {where}
            {preview.spec.rear ? ', into its rear' : ''}:
          </>
        )}
      </p>
      {preview.random ? (
        <>
          <p className="hint">
            {preview.random.kind === 'blast' ? 'Blast (R8.2)' : 'Indirect Fire (R8.3)'}: {preview.random.strikes} random
            strike{preview.random.strikes > 1 ? 's' : ''} in the hex, friend or foe.
          </p>
          <table className="outcomes risks">
            <thead>
              <tr>
                <th scope="col">Unit</th>
                <th scope="col">struck</th>
                <th scope="col">loses a model</th>
                <th scope="col">damaged</th>
              </tr>
            </thead>
            <tbody>
              {preview.random.units.map((u) => (
                <tr key={u.unit} className={`team${u.team}`}>
                  <th scope="row">{u.name}</th>
                  <td>{pct(u.pStruck)}</td>
                  <td>{pct(u.pModelLost)}</td>
                  <td>{pct(u.pDamaged)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : preview.named.length === 1 ? (
        <StrikeOddsView s={preview.named[0]} />
      ) : (
        <>
          <p className="hint">The target's owner names the model attacked (R6.6):</p>
          {preview.named.map((s) => (
            <StrikeOddsView key={s.model} s={s} heading={`If ${s.modelName} is named`} />
          ))}
        </>
      )}
    </div>
  );
}
