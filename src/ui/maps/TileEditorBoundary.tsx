// The tile editor's error boundary: the tile being made is kept in this browser at every change
// (store/maps/tileDraft.ts), so nothing is lost with the screen.
import type { ReactNode } from 'react';
import { ScreenErrorBoundary } from '../ScreenErrorBoundary';

export function TileEditorBoundary({ children }: { children: ReactNode }) {
  return (
    <ScreenErrorBoundary
      screen="tile editor"
      kept="The tile you were making is kept in this browser as it was at your last change."
    >
      {children}
    </ScreenErrorBoundary>
  );
}
