import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readAddress } from './store/address';
import { appStore, followAddress } from './store/appStore';
import { App } from './ui/App';
import './ui/styles.css';

// `?seed=...` starts a new game with that seed (to share or reproduce a game), `?tiles=4`,
// `?tiles=6` or `?tiles=6&tall=1` one on a bigger battlefield; the parameters are then dropped
// from the address so that a reload resumes the autosaved game instead.
const asked = readAddress(location.search);
if (asked.newGame) {
  appStore.getState().startGame({ kind: 'quick', seed: asked.seed ?? undefined, field: asked.field });
  history.replaceState(null, '', `${location.pathname}${asked.rest ? `?${asked.rest}` : ''}${location.hash}`);
}

followAddress();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
