// The army builder's error boundary (the page never goes blank): a builder that fails to draw says so and
// offers to try again or to go back to the battle. The lists are saved at every change
// (slices/builder.ts), so nothing the player built is lost with the screen.
import type { ReactNode } from 'react';
import { routeHash } from '../store/page/route';
import { ErrorBoundary } from './ErrorBoundary';
import { FaultScreen } from './FaultScreen';
import { TestBreak } from './TestBreak';

export function BuilderErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(e, retry) => (
        <FaultScreen
          title="The army builder could not be shown"
          summary="Something in the builder broke the screen that draws it. This is a bug in the game, not something you did. Your army lists are kept in this browser as they were at your last change."
          detail={e.message}
          choices={[
            {
              label: 'Try again',
              hint: 'Draws the builder again.',
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
      <TestBreak screen="builder" />
    </ErrorBoundary>
  );
}
