// The screens: the welcome screen (its ways into a game), the army builder, the tile editor and the battle. Plain links to hash routes, so the back
// button, new tabs and bookmarks work.
import { useRoute } from '../store/context';
import { routeHash, type Screen } from '../store/page/route';

const SCREENS: [Screen, string][] = [
  ['welcome', 'Home'],
  ['builder', 'Army builder'],
  ['maps', 'Map tiles'],
  ['battle', 'Battle'],
];

export function ScreenNav() {
  const { screen } = useRoute();
  return (
    <nav className="screen-nav" aria-label="Screens">
      {SCREENS.map(([s, label]) => (
        <a key={s} href={routeHash(s)} aria-current={s === screen ? 'page' : undefined}>
          {label}
        </a>
      ))}
    </nav>
  );
}
