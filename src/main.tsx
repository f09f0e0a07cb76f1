import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { gameStore } from './store/gameStore';
import { App } from './ui/App';
import './ui/styles.css';

// `?seed=...` starts a new game with that seed (to share or reproduce a game); the parameter is
// then dropped from the address so that a reload resumes the autosaved game instead.
const params = new URLSearchParams(location.search);
const seed = params.get('seed');
if (seed) {
  gameStore.getState().newGame(seed);
  params.delete('seed');
  const rest = params.toString();
  history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
