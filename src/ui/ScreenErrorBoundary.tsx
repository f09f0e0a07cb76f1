// A screen's error boundary (the page never goes blank): a screen that fails to draw says so and
// offers to try again or to go back to the battle. What the player made there is kept in the
// browser at every change, and `kept` says where, so nothing is lost with the screen.
import type { ReactNode } from 'react';
import { routeHash } from '../store/page/route';
import { ErrorBoundary } from './ErrorBoundary';
import { FaultScreen } from './FaultScreen';

export function ScreenErrorBoundary({
  screen,
  kept,
  children,
}: {
  /** The screen as a player names it: "army builder", "tile editor". */
  screen: string;
  /** One sentence: what the player made there, and that it is kept. */
  kept: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      fallback={(e, retry) => (
        <FaultScreen
          title={`The ${screen} could not be shown`}
          summary={`Something in the ${screen} broke the screen that draws it. This is a bug in the game, not something you did. ${kept}`}
          detail={e.message}
          choices={[
            {
              label: 'Try again',
              hint: `Draws the ${screen} again.`,
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
