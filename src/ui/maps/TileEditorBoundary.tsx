// The tile editor's error boundary (the page never goes blank): an editor that fails to draw says so
// and offers to try again or to go back to the battle. The tile being made is kept in this browser
// at every change (store/maps/tileDraft.ts), so nothing is lost with the screen.
import type { ReactNode } from 'react';
import { routeHash } from '../../store/page/route';
import { ErrorBoundary } from '../ErrorBoundary';
import { FaultScreen } from '../FaultScreen';

export function TileEditorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(e, retry) => (
        <FaultScreen
          title="The tile editor could not be shown"
          summary="Something in the tile editor broke the screen that draws it. This is a bug in the game, not something you did. The tile you were making is kept in this browser as it was at your last change."
          detail={e.message}
          choices={[
            {
              label: 'Try again',
              hint: 'Draws the editor again.',
              testId: 'fault-retry',
              onClick: retry,
              primary: true,
            },
            {
              label: 'Back to the battle',
              hint: 'The game in progress, as it was.',
              testId: 'fault-battle',
              onClick: () => (location.hash = routeHash('battle')),
            },
          ]}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
