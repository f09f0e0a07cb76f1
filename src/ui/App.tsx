import { Builder } from './builder/Builder';
import { BattleScreen } from './BattleScreen';
import { useRoute } from '../store/appStore';

export function App() {
  const { screen } = useRoute();
  return <div className="app">{screen === 'builder' ? <Builder /> : <BattleScreen />}</div>;
}
