// The army builder's error boundary: the lists are saved at every change (slices/builder.ts), so
// nothing the player built is lost with the screen.
import type { ReactNode } from 'react';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { TestBreak } from './TestBreak';

export function BuilderErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ScreenErrorBoundary
      screen="army builder"
      kept="Your army lists are kept in this browser as they were at your last change."
    >
      {children}
      <TestBreak screen="builder" />
    </ScreenErrorBoundary>
  );
}
