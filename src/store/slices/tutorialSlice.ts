// The tutorial slice: which lesson is being taught and the step the player is
// at. The lesson's game is an ordinary game of the store (saved, undone, replayed like any), begun
// from its scenario; the lesson is on while that game is the one played, so any other game begun
// ends it. After every change of the store `follow` moves the step on when the player has done
// it or back when it is undone (tutorial.ts: conditions on the game and the selection, never a timer) and plays the
// opponent's scripted answer when the game waits for it.
import { parseHexLabel, type Action, type GameState, type Hex, type Problem, type Result } from '../../engine';
import { LESSONS } from '../../data/tutorial/firstBattle';
import type { Lesson } from '../../data/tutorial/lesson';
import type { History } from '../game/history';
import { HUMANS, type Players } from '../game/players';
import { currentStep, isLessonGame, lessonStart, opponentAction, type LessonView } from '../game/tutorial';
import type { SetSlice } from './types';
import type { TabStorage } from './records';

export interface TutorialSlice {
  /** The lesson's id, or null when none is being taught. */
  lesson: string | null;
  /** The index of the step shown. */
  step: number;
  /** The lesson's game as it began: the lesson is on while the store plays this game. */
  initial: GameState | null;
  /** Begins the lesson's game in place of the current one (the game before is kept in the saved games). */
  start(id: string): Result<void, Problem[]>;
  /** Ends the lesson (skip or finish): the game stays, to play on or leave. */
  stop(): void;
  /**
   * Moves the step on and plays the opponent's answer (the store calls it after every change of
   * the lesson's game, and whenever another game begins, to take up a lesson's game reloaded).
   */
  follow(): void;
}

/** What the slice reads of the store, by shape. */
type Reads = () => {
  tutorial: TutorialSlice;
  game: {
    game: GameState;
    initial: GameState;
    actions: readonly Action[];
    fault: unknown;
    dispatch(action: Action): boolean;
  };
  replay: { index: number | null };
  ui: Omit<LessonView, 'game'>;
  startGame(source: { kind: 'replayed'; history: History; players?: Players }): Result<void, Problem[]>;
};

function lessonById(id: string | null): Lesson | null {
  return LESSONS.find((l) => l.id === id) ?? null;
}

/** The lesson being taught in the store's game now, or null. */
export function activeLesson(s: {
  tutorial: Pick<TutorialSlice, 'lesson' | 'initial' | 'step'>;
  game: { initial: GameState };
}): Lesson | null {
  return s.tutorial.initial !== null && s.tutorial.initial === s.game.initial ? lessonById(s.tutorial.lesson) : null;
}

const TUTORIAL_OFF: Pick<TutorialSlice, 'lesson' | 'step' | 'initial'> = { lesson: null, step: 0, initial: null };

/**
 * This tab's note that its lesson was skipped or finished (sessionStorage): a reload of the
 * lesson's game then plays on without the hints; starting a lesson again clears it.
 */
const LESSON_ENDED_KEY = 'aam-reloaded.lesson-ended';

export function tutorialSlice(set: SetSlice<TutorialSlice>, get: Reads, tab: TabStorage | null = null): TutorialSlice {
  const noteEnded = (ended: boolean) => {
    try {
      tab?.setItem(LESSON_ENDED_KEY, ended ? '1' : '');
    } catch {
      // A tab without storage forgets it: the hints come back on a reload, nothing worse.
    }
  };
  return {
    ...TUTORIAL_OFF,
    start(id) {
      const lesson = lessonById(id);
      if (!lesson) return { ok: false, error: [{ code: 'BAD_VALUE', message: `no lesson "${id}"`, where: '' }] };
      noteEnded(false);
      const { state, events } = lessonStart(lesson);
      set({ lesson: id, step: 0, initial: state });
      // Two people's seats, no AI: the lesson answers for the other side (follow), and the
      // hand-off screen does not show while it teaches (HandOff.tsx).
      const r = get().startGame({
        kind: 'replayed',
        history: { initial: state, opening: events, game: state, actions: [], steps: [] },
        players: HUMANS,
      });
      if (!r.ok) set(TUTORIAL_OFF);
      return r;
    },
    stop() {
      set(TUTORIAL_OFF);
      noteEnded(true);
    },
    follow() {
      const app = get();
      const lesson = activeLesson(app);
      if (!lesson) {
        // Another game began: a lesson's game reloaded (a new tab, the saved games) is taught
        // again, at its step (the next call works it out), unless this tab's lesson was skipped
        // or finished; any other game ends the lesson.
        const ended = tab?.getItem(LESSON_ENDED_KEY) === '1';
        const taken = ended ? undefined : LESSONS.find((l) => isLessonGame(l, app.game.initial));
        if (taken) set({ lesson: taken.id, step: 0, initial: app.game.initial });
        else if (app.tutorial.initial !== null) set(TUTORIAL_OFF);
        return;
      }
      if (app.replay.index !== null || app.game.fault) return;
      const { game, actions } = app.game;
      const step = currentStep(lesson, {
        game,
        selected: app.ui.selected,
        intent: app.ui.intent,
        aimedAt: app.ui.aimedAt,
      });
      if (step !== app.tutorial.step) set({ step });
      const answer = opponentAction(lesson, game, actions);
      // After the change that asked for it has reached every listener, and only if nothing else
      // (the automatic stay of a unit that can only stay, restStay.ts) answered first.
      if (answer) queueMicrotask(() => get().game.game === game && get().game.dispatch(answer));
    },
  };
}

/** What the hint of the step shown points at: a hex of the map and/or an element (a CSS selector). */
export function lessonPointer(s: Parameters<typeof activeLesson>[0]): { hex: Hex | null; element: string | null } {
  const lesson = activeLesson(s);
  const point = lesson?.steps[s.tutorial.step]?.point;
  return { hex: point?.hex ? parseHexLabel(point.hex) : null, element: point?.element ?? null };
}
