// The lesson's hint over the battle screen (docs/playing.md, "How to play", the first battle): a card with the step's text (what
// to do and the rule), the way out at any time, and, when the step means a button or a panel, an
// outline around it with an arrow. The hex a step means is drawn on the map by the renderer
// (src/render/pointer.ts). The step moves on when the player does it (the store's tutorial slice
// watches the game and the selection); nothing here runs on a timer.
import { useLayoutEffect, useState } from 'react';
import type { AppStore } from '../../store/appStore';
import { useApp, useAppStoreApi, useGame, useReplayIndex, useTutorial } from '../../store/context';
import { offScript } from '../../store/game/tutorial';
import { activeLesson } from '../../store/slices/tutorialSlice';
import './tutorial.css';

/** Begins the first battle in place of the current game (the game before stays in the saved games). */
export function startFirstBattle(appStore: AppStore): void {
  if (appStore.getState().tutorial.start('first-battle').ok) appStore.getState().ui.go('battle');
}

/** A button that opens the first battle, for the places a new player looks (new game dialog, help, the map's foot). */
export function FirstBattleButton({ onStarted, className }: { onStarted?(): void; className?: string }) {
  const appStore = useAppStoreApi();
  return (
    <button
      type="button"
      className={className}
      data-testid="start-tutorial"
      onClick={() => {
        startFirstBattle(appStore);
        onStarted?.();
      }}
      title="One guided turn against a scripted enemy: activate, move, Defensive Fire, attack with the odds, scoring"
    >
      First battle (tutorial)
    </button>
  );
}

type Box = { left: number; top: number; width: number; height: number };

/** Where the element is on the screen, followed as the panels change, scroll or resize (no frame loop). */
function useElementBox(selector: string | null): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    if (!selector) {
      setBox(null);
      return;
    }
    let scrolled: Element | null = null;
    const measure = () => {
      const el = document.querySelector(selector);
      if (el && el !== scrolled) {
        scrolled = el;
        el.scrollIntoView({ block: 'nearest' });
      }
      const r = el?.getBoundingClientRect();
      const next = r && r.width > 0 ? { left: r.left, top: r.top, width: r.width, height: r.height } : null;
      setBox((b) =>
        b && next && b.left === next.left && b.top === next.top && b.width === next.width && b.height === next.height
          ? b
          : next,
      );
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'hidden', 'open'],
    });
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [selector]);
  return box;
}

export function TutorialOverlay() {
  const appStore = useAppStoreApi();
  const lesson = useApp(activeLesson);
  const step = useTutorial((s) => s.step);
  const actions = useGame((s) => s.actions);
  // The hints speak of the live game: none over a replay of it.
  const replaying = useReplayIndex() !== null;
  const current = replaying ? null : (lesson?.steps[step] ?? null);
  const box = useElementBox(current?.point.element ?? null);
  if (!lesson || !current) return null;
  const off = offScript(lesson, actions);
  const last = current.done === null;
  const stop = () => appStore.getState().tutorial.stop();
  return (
    <>
      <aside
        className="tutorial-card"
        aria-label="Lesson"
        aria-live="polite"
        data-testid="tutorial"
        data-step={current.id}
      >
        <header>
          <span className="tutorial-count">
            {lesson.name} · step {step + 1} of {lesson.steps.length}
          </span>
          {!last && (
            <button
              type="button"
              className="link"
              onClick={stop}
              data-testid="tutorial-skip"
              title="End the lesson; the game stays on the board"
            >
              Skip the lesson
            </button>
          )}
        </header>
        <h2 data-testid="tutorial-title">{current.title}</h2>
        <p data-testid="tutorial-text">{current.text}</p>
        {off !== null && (
          <p className="why" data-testid="tutorial-off">
            That was not the lesson's move, so its hints may not fit any more.{' '}
            <button type="button" className="link" onClick={() => appStore.getState().tutorial.start(lesson.id)}>
              Start the lesson again
            </button>
          </p>
        )}
        {last && (
          <div className="buttons">
            <button type="button" className="primary" onClick={stop} data-testid="tutorial-finish">
              Finish the lesson
            </button>
          </div>
        )}
      </aside>
      {box && (
        <div
          className="tutorial-outline"
          data-testid="tutorial-outline"
          aria-hidden
          style={{ left: box.left - 4, top: box.top - 4, width: box.width + 8, height: box.height + 8 }}
        >
          {/* From the left, or from below for an element at the screen's left edge. */}
          {box.left < 30 ? <span className="tutorial-arrow below">▲</span> : <span className="tutorial-arrow">▶</span>}
        </div>
      )}
    </>
  );
}

/** The last step inside the end screen (a modal dialog covers the card): the scoring, and the way out. */
export function TutorialEndNote() {
  const appStore = useAppStoreApi();
  const lesson = useApp(activeLesson);
  const step = useTutorial((s) => s.step);
  const current = lesson?.steps[step];
  if (!lesson || !current || current.done !== null) return null;
  return (
    <div className="tutorial-end" data-testid="tutorial-end">
      <p>
        <strong>▲ {current.title}.</strong> {current.text}
      </p>
      <button type="button" className="primary" onClick={() => appStore.getState().tutorial.stop()}>
        Finish the lesson
      </button>
    </div>
  );
}
